import Foundation
import Testing

/// The tool writes the same bytes in every process. Each run of `suture` is a process of its own with its own random
/// hash seed (the environment never sets `SWIFT_DETERMINISTIC_HASHING`), so an order that leaks from a `Set` or a
/// `Dictionary` into the generated file or a picture shows as a difference between runs; a test that repeats inside
/// one process would share one seed and miss it.
struct DeterminismTests {
    static let runs = 5

    /// The commands whose output must not depend on the process: generated code with `#if` guards and across a
    /// dependency, and the pictures that order nodes, edges and diagnostics.
    static let commands: [(folder: String, arguments: [String])] = [
        ("Tests/SutureGeneratedTests/Conditions", ["generate", "Input", "--registrations", "always"]),
        ("Tests/SutureGeneratedTests/Installation", ["generate", "Input", "--registrations", "always"]),
        ("Examples/Bakery", ["generate", "Sources/bakery", "--dependency", "BakeryKitchen=Sources/BakeryKitchen"]),
        (
            "Examples/Bakery",
            ["graph", "Sources/bakery", "--dependency", "BakeryKitchen=Sources/BakeryKitchen", "--format", "json"]
        ),
        (
            "Examples/Bakery",
            ["graph", "Sources/bakery", "--dependency", "BakeryKitchen=Sources/BakeryKitchen", "--format", "html"]
        ),
        ("Tests/SutureGeneratedTests/Conditions", ["graph", "Input", "--format", "dot"]),
    ]

    /// The environment of each run: this process's, without a fixed hash seed.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        return environment
    }

    @Test(arguments: commands.indices)
    func everyProcess_writesTheSameBytes(_ index: Int) throws {
        let (folder, arguments) = Self.commands[index]
        let first = try SutureProcess.run(arguments, in: folder, environment: Self.environment)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardOutput.isEmpty)
        for _ in 1..<Self.runs {
            let again = try SutureProcess.run(arguments, in: folder, environment: Self.environment)
            #expect(again == first, "suture \(arguments.joined(separator: " ")) in \(folder) wrote other bytes")
        }
    }
}
