import Foundation
import Testing

/// `--dependency-list FILE`: one `NAME=PATH` a line, read as repeated `--dependency` options, with the line of a
/// malformed one named.
struct DependencyListOptionTests {
    /// The kitchen's files, one option each.
    static let files = ["Log", "Oven", "Starters", "Thermometer"].map {
        "BakeryKitchen=Sources/BakeryKitchen/\($0).swift"
    }

    /// Writes `text` to a fresh file, runs `body` with its path and removes it.
    static func withList<Result>(_ text: String, _ body: (String) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("suture-list-\(UUID().uuidString)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    @Test func aList_generatesWhatTheRepeatedOptionsGenerate() throws {
        let repeated = try SutureProcess.run(
            ["generate", "Sources/bakery"] + Self.files.flatMap { ["--dependency", $0] }, in: "Examples/Bakery")
        #expect(repeated.status == 0)
        #expect(!repeated.standardOutput.isEmpty)
        // Empty lines, and the last line's break, are skipped; a `--dependency` option joins the list.
        let text = Self.files.dropFirst().joined(separator: "\n") + "\n\n"
        let listed = try Self.withList(text) { list in
            try SutureProcess.run(
                ["generate", "Sources/bakery", "--dependency", Self.files[0], "--dependency-list", list],
                in: "Examples/Bakery")
        }
        #expect(listed == repeated)
    }

    @Test func aMalformedLine_isNamedByItsNumber_beforeAnythingIsRead() throws {
        let (list, result) = try Self.withList("\(Self.files[0])\n\nBakeryKitchen\n") { list in
            (
                list,
                try SutureProcess.run(["check", "Sources/bakery", "--dependency-list", list], in: "Examples/Bakery")
            )
        }
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: \(list):3: expected NAME=PATH, found "BakeryKitchen"
                        Usage: suture check <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>]
                          See 'suture check --help' for more information.

                        """
                )
        )
    }

    @Test func aMissingList_isNamed() throws {
        let result = try SutureProcess.run(
            ["check", "Sources/bakery", "--dependency-list", "Missing.txt"], in: "Examples/Bakery")
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: cannot read the dependency list Missing.txt
                        Usage: suture check <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>]
                          See 'suture check --help' for more information.

                        """
                )
        )
    }
}
