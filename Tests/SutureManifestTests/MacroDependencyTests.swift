import Foundation
import Testing

/// SwiftPM uses prebuilt swift-syntax for a macro target only when no library it depends on depends on swift-syntax
/// itself (SwiftPM 6.2, PRs #9261 and #9264): Suture's macros must keep that shape, or every user compiles swift-syntax.
struct MacroDependencyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func noMacroTarget_dependsOnALibraryThatDependsOnSwiftSyntax() throws {
        let manifest = try PackageDump.read(packageAt: Self.packageRoot)
        #expect(manifest.targets.contains { $0.type == "macro" }, "the manifest was read and declares the macros")
        #expect(manifest.pathsFromMacros(throughLibrariesTo: "swift-syntax") == [])
    }

    @Test func theMacros_compileTheSameReadingOfTheAnnotations_asTheGraphCompiler() throws {
        let link = Self.packageRoot.appendingPathComponent("Sources/SutureMacros/SutureSyntax")
        let shared = Self.packageRoot.appendingPathComponent("Sources/SutureSyntax")
        #expect(link.resolvingSymlinksInPath().path == shared.resolvingSymlinksInPath().path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../SutureSyntax")
    }

    @Test func theRule_namesEveryPathFromAMacroToSwiftSyntax_throughLibraries() throws {
        let json = """
            {"targets": [
              {"name": "Macros", "type": "macro", "dependencies": [
                {"byName": ["Shared", null]}, {"product": ["SwiftSyntaxMacros", "swift-syntax", null, null]}]},
              {"name": "Shared", "type": "regular", "dependencies": [{"target": ["Deeper", null]}]},
              {"name": "Deeper", "type": "regular", "dependencies": [
                {"product": ["SwiftParser", "swift-syntax", null, null]}, {"byName": ["Shared", null]}]},
              {"name": "Runtime", "type": "regular", "dependencies": [
                {"product": ["SwiftSyntax", "swift-syntax", null, null]}]}
            ]}
            """
        let manifest = try JSONDecoder().decode(PackageDump.self, from: Data(json.utf8))
        #expect(
            manifest.pathsFromMacros(throughLibrariesTo: "swift-syntax") == [
                "Macros → Shared → Deeper → swift-syntax/SwiftParser"
            ])
    }
}
