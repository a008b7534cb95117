import Foundation
import SutureGraph
import Testing

/// Two versions of one graph's sources, `Old/` and `New/`, with the expected diff beside them; `SUTURE_RECORD=1`
/// rewrites the expectations.
///
/// Each version holds `Input/` (scanned as the target module `Diffs`) and `Dependency/` (the module `<Case>Feature`).
struct DiffGoldenCase: CustomTestStringConvertible, Sendable {
    /// The folder of the diff goldens.
    static let root = GoldenCase.testsRoot.appendingPathComponent("SutureGraphTests/Rendering/Pictures/Diffs")
    /// The module the `Input/` folders are scanned as.
    static let targetModuleName = "Diffs"

    /// The case's folder.
    let folder: URL

    var name: String { folder.lastPathComponent }
    var testDescription: String { name }
    /// The module the `Dependency/` folders are scanned as.
    var dependencyModuleName: String { "\(name)Feature" }

    /// Every case folder that has an `Old/` folder, by name.
    static func cases() -> [DiffGoldenCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            let folder = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Old").path) else { return nil }
            return DiffGoldenCase(folder: folder)
        }
    }

    /// The graph of one version (`Old` or `New`) as `suture graph --format json` writes it, read back.
    func document(_ version: String) throws -> GraphDocument {
        let input = GraphInput(
            target: SourceModule(name: Self.targetModuleName, files: try files(in: "\(version)/Input")),
            dependencies: [SourceModule(name: dependencyModuleName, files: try files(in: "\(version)/Dependency"))]
        )
        return try GraphDocument(json: GraphCompiler().analyze(input).picture(.json), file: "\(version).json")
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

    /// Compares `actual` with the case's file `fileName` in full, or records it.
    func expect(_ actual: String, matches fileName: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenCase(folder: folder, moduleName: Self.targetModuleName)
            .expect(actual, matches: fileName, sourceLocation: sourceLocation)
    }
}
