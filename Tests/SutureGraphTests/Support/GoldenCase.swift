import Foundation
import SutureGraph
import Testing

/// A folder of input sources with the expected output beside them; `SUTURE_RECORD=1` rewrites the expectations.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    /// The folder: `Input/` holds the sources (and `Dependency/` a source module they depend on, if any).
    let folder: URL
    /// The module name the input is scanned as.
    let moduleName: String

    var name: String { folder.lastPathComponent }
    var testDescription: String { name }

    /// The folder of the compiled goldens, whose expected output the `SutureGeneratedTests` target builds and runs.
    static let compiledRoot = testsRoot.appendingPathComponent("SutureGeneratedTests")
    /// The folder of the compiled goldens that need custom conditions set (`defines.txt`): the `SutureConditionsTests`
    /// target, which sets them, builds and runs them.
    static let conditionsRoot = testsRoot.appendingPathComponent("SutureConditionsTests")
    /// The folder of the goldens whose graphs are broken: expected diagnostics, nothing generated.
    static let brokenRoot = testsRoot.appendingPathComponent("SutureGraphTests/Validation/Goldens")

    static var testsRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SUTURE_RECORD"] == "1" }

    /// Every case folder under `root` that has an `Input/` folder, by name.
    static func cases(in root: URL, moduleName: String) -> [GoldenCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            let folder = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Input").path) else {
                return nil
            }
            return GoldenCase(folder: folder, moduleName: moduleName)
        }
    }

    /// The sources, with paths relative to the case folder so expectations hold on any machine.
    func input() throws -> GraphInput {
        let defines = try self.defines()
        var dependencies: [SourceModule] = []
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Dependency").path) {
            dependencies.append(
                SourceModule(
                    name: "\(name)Feature", files: try files(in: "Dependency"),
                    defines: defines.map { $0["Dependency", default: []] }))
        }
        return GraphInput(
            target: SourceModule(
                name: moduleName, files: try files(in: "Input"), defines: defines.map { $0["Input", default: []] }),
            dependencies: dependencies)
    }

    /// The custom conditions each module's build sets, from `defines.txt` (`Input: PREMIUM`, `Dependency: FREE`, one
    /// folder a line); `nil` without that file, as when nobody says.
    private func defines() throws -> [String: Set<String>]? {
        let url = folder.appendingPathComponent("defines.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var defines: [String: Set<String>] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            defines[String(parts[0]), default: []].formUnion(parts[1].split(separator: " ").map(String.init))
        }
        return defines
    }

    private func files(in subfolder: String) throws -> [SourceFile] {
        let directory = folder.appendingPathComponent(subfolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }
        return try names.sorted().map { fileName in
            let text = try String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8)
            return SourceFile(path: "\(subfolder)/\(fileName)", text: text)
        }
    }

    /// Compares `actual` with the file `fileName` of the case (or of `otherFolder`), in full, or records it.
    func expect(
        _ actual: String,
        matches fileName: String,
        in otherFolder: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = (otherFolder ?? folder).appendingPathComponent(fileName)
        if Self.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "\(name)/\(fileName) differs; run with SUTURE_RECORD=1 to re-record",
            sourceLocation: sourceLocation)
    }
}
