import Foundation
import Testing

/// The graph compiler's folders run in phase order: each refers only to types declared in its own folder or an
/// earlier one, so the pipeline reads one way and a later phase never leaks back into an earlier one.
struct PhaseOrderTests {
    /// The folders of `Sources/SutureGraph`, earliest first: the types that cross the compiler's edges, then the phases
    /// `GraphCompiler.analyze` runs. `GraphCompiler.swift`, beside them, may use every one.
    static let order = [
        "Boundary", "Scanning", "Configurations", "Model", "Diagnostics", "Validation", "Planning", "Analysis",
        "Rendering", "Diffing",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SutureGraph")

    /// Each Swift file of `folder`, by name, with its text.
    static func files(in folder: String) throws -> [(name: String, text: String)] {
        let url = sources.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { $0.hasSuffix(".swift") }
            .map { name in (name, try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)) }
    }

    /// The names of the types a file declares at the top level.
    static func declaredTypes(in text: String) throws -> [String] {
        let declaration = try Regex(
            #"(?m)^(?:(?:package|public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        )
        return text.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// The capitalized words of a file's code, without its comments and the text of its string literals.
    static func referencedNames(in text: String) throws -> Set<String> {
        var code = text.replacing(try Regex(#"\"\"\"[\s\S]*?\"\"\""#), with: "\"\"")
        code = code.replacing(try Regex(#""(?:\\.|[^"\\\n])*""#), with: "\"\"")
        code = code.replacing(try Regex(#"//[^\n]*"#), with: "")
        return Set(code.matches(of: try Regex(#"\b[A-Z][A-Za-z0-9_]*\b"#)).map { String(code[$0.range]) })
    }

    @Test func everyFolder_hasAPlaceInThePhaseOrder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { name in
            var isDirectory: ObjCBool = false
            let path = Self.sources.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        #expect(Set(folders).subtracting(Self.order).sorted() == [], "add the folder to PhaseOrderTests.order")
    }

    @Test func noFolder_refersToATypeOfALaterPhase() throws {
        var declaringFolder: [String: Int] = [:]
        for (position, folder) in Self.order.enumerated() {
            guard FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(folder).path) else {
                continue
            }
            for file in try Self.files(in: folder) {
                for name in try Self.declaredTypes(in: file.text) where declaringFolder[name] == nil {
                    declaringFolder[name] = position
                }
            }
        }
        var backReferences: [String] = []
        for (position, folder) in Self.order.enumerated() {
            guard FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(folder).path) else {
                continue
            }
            for file in try Self.files(in: folder) {
                for name in try Self.referencedNames(in: file.text).sorted() {
                    guard let declared = declaringFolder[name], declared > position else { continue }
                    backReferences.append(
                        "\(folder)/\(file.name) refers to \(name), declared in \(Self.order[declared])/")
                }
            }
        }
        #expect(backReferences == [])
    }
}
