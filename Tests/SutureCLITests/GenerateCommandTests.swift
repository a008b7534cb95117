import Foundation
import SutureGraph
import Testing

/// `suture generate`: the same source the graph compiler's library writes, to standard output or a file, and an
/// error that names the path when the file cannot be written.
struct GenerateCommandTests {
    static let arguments = ["Sources/bakery", "--dependency", "BakeryKitchen=Sources/BakeryKitchen"]

    /// What the library generates from the example, read as the command reads it.
    static func librarySource() throws -> String {
        let input = GraphInput(
            target: SourceModule(name: "bakery", files: try files(in: "Sources/bakery")),
            dependencies: [SourceModule(name: "BakeryKitchen", files: try files(in: "Sources/BakeryKitchen"))]
        )
        return try #require(GraphCompiler().analyze(input).generatedSource())
    }

    /// The Swift files of a folder of an example (the Bakery by default), sorted, with the paths the command would print.
    static func files(in folder: String, of example: String = "Examples/Bakery") throws -> [SourceFile] {
        let root = SutureProcess.repositoryRoot.appendingPathComponent("\(example)/\(folder)")
        let names = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            SourceFile(
                path: "\(folder)/\(name)",
                text: try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            )
        }
    }

    @Test func withoutOutput_writesTheLibrarysSourceToStandardOutput() throws {
        let result = try SutureProcess.run(["generate"] + Self.arguments, in: "Examples/Bakery")
        #expect(result == .init(status: 0, standardOutput: try Self.librarySource(), standardError: ""))
    }

    @Test func withOutput_writesTheFile_andNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Generated.swift")
        let result = try SutureProcess.run(
            ["generate"] + Self.arguments + ["--output", file.path], in: "Examples/Bakery")
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.librarySource())
    }

    @Test func anOutputThatAlreadyHoldsTheSource_isLeftUntouched_andAChangedOneIsRewritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Generated.swift")
        let arguments = ["generate"] + Self.arguments + ["--output", file.path]
        let earlier = Date(timeIntervalSince1970: 1_000_000_000)
        func modificationDate() throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        }

        _ = try SutureProcess.run(arguments, in: "Examples/Bakery")
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: file.path)
        let again = try SutureProcess.run(arguments, in: "Examples/Bakery")
        #expect(again == .init(status: 0, standardOutput: "", standardError: ""))
        #expect(try modificationDate() == earlier)

        try Data("// stale\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: file.path)
        _ = try SutureProcess.run(arguments, in: "Examples/Bakery")
        #expect(try modificationDate() != earlier)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.librarySource())
    }

    @Test func anOutputInAFolderThatDoesNotExist_namesThePathAndWhy_andWritesNothing() throws {
        let result = try SutureProcess.run(
            ["generate"] + Self.arguments + ["--output", "/nonexistent-suture/Generated.swift"],
            in: "Examples/Bakery"
        )
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: "Error: cannot write /nonexistent-suture/Generated.swift: the folder "
                        + "/nonexistent-suture does not exist; create it first\n"
                )
        )
    }

    @Test func aBrokenGraph_generatesNothing_andFailsWithItsDiagnostics() throws {
        let readme = try SutureProcess.read("Examples/BrokenBakery/README.md")
        let block = try #require(readme.firstTextBlock)
        let result = try SutureProcess.run(["generate", "Sources/BrokenBakery"], in: "Examples/BrokenBakery")
        #expect(result == .init(status: 1, standardOutput: "", standardError: block))
    }
}
