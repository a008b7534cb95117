import Foundation
import SutureMigration
import Testing

/// A folder of a library's sources (`Before/`) with what `suture migrate <library>` must make of them beside it: the
/// patch (`patch.diff`), the report (`report.txt`) and the files after the patch (`After/`, which
/// `.ci/MigrationCheck` compiles, and resolves from Swinject and from Suture, or from the generated component).
/// `SUTURE_RECORD=1` rewrites them.
struct MigrationFixture: CustomTestStringConvertible, Sendable {
    /// The library's folder: `Swinject`, `Needle`.
    let library: String
    let name: String

    var testDescription: String { "\(library)/\(name)" }

    static let swinject = ["Assemblies", "ReadmeSamples"].map { MigrationFixture(library: "Swinject", name: $0) }
    static let needle = ["Shop"].map { MigrationFixture(library: "Needle", name: $0) }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SUTURE_RECORD"] == "1" }

    var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(library)/\(name)")
    }

    /// The `Before/` files, by path relative to that folder, sorted.
    func inputs() throws -> [MigrationFile] {
        try files(in: "Before").map { MigrationFile(path: $0.key, text: $0.value) }
            .sorted { $0.path < $1.path }
    }

    /// Every file of a subfolder, by path relative to it.
    func files(in subfolder: String) throws -> [String: String] {
        let root = folder.appendingPathComponent(subfolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        var result: [String: String] = [:]
        for name in names {
            result[name] = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    /// Migrates the `Before/` files with `migrate` and compares the patch, the report and every file after the patch
    /// with the goldens (the `After/` folder holding those files and no other), or writes them when recording.
    func expectGoldens(
        of migrate: ([MigrationFile]) -> MigrationResult, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let inputs = try inputs()
        let result = migrate(inputs)
        try expect(result.patch, equals: "patch.diff", sourceLocation: sourceLocation)
        try expect(result.report, equals: "report.txt", sourceLocation: sourceLocation)
        var after = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, $0.text) })
        for file in result.changedFiles { after[file.path] = file.after }
        for (path, text) in after.sorted(by: { $0.key < $1.key }) {
            try expect(text, equals: "After/\(path)", sourceLocation: sourceLocation)
        }
        if !Self.isRecording {
            #expect(try files(in: "After").keys.sorted() == after.keys.sorted(), sourceLocation: sourceLocation)
        }
    }

    /// Migrates the `Before/` files with `migrate` and checks that the report gives every entry a line, converted or
    /// left, and ends with the count.
    func expectReportAccountsForEveryEntry(
        of migrate: ([MigrationFile]) -> MigrationResult, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = migrate(try inputs())
        let lines = result.report.split(separator: "\n")
        let accounted = lines.filter { $0.contains(": converted: ") || $0.contains(": left: ") }
        #expect(accounted.count == result.entries.count, sourceLocation: sourceLocation)
        #expect(
            lines.last.map(String.init) == "converted \(result.convertedCount) of \(result.entries.count)",
            sourceLocation: sourceLocation)
    }

    /// Compares `actual` with the file `name`, or writes it when recording.
    func expect(_ actual: String, equals name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if Self.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "\(testDescription)/\(name) differs; run with SUTURE_RECORD=1 to re-record",
            sourceLocation: sourceLocation)
    }
}
