import Foundation
import SutureGraph
import Testing

/// A clash between a binding of every configuration and guarded ones stands at the first, whatever the files are
/// called and in whatever order they come.
struct DuplicateBindingValidatorTests {
    @Test(arguments: [false, true])
    func theClash_standsAtTheBindingOfEveryConfiguration_whateverTheFileOrder(reversed: Bool) throws {
        let folder = GoldenCase.brokenRoot.appendingPathComponent("ConditionalDuplicateBinding")
        let guarded = try String(contentsOf: folder.appendingPathComponent("Input/Clients.swift"), encoding: .utf8)
        let everywhere = try String(contentsOf: folder.appendingPathComponent("Input/Retrying.swift"), encoding: .utf8)
        let expected = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        // The guarded file now sorts last, and the files come in either order.
        var files = [
            SourceFile(path: "Input/A.swift", text: everywhere), SourceFile(path: "Input/Z.swift", text: guarded),
        ]
        if reversed { files.reverse() }
        let analysis = GraphCompiler().analyze(GraphInput(target: SourceModule(name: "Broken", files: files)))
        let renamed = expected.replacingOccurrences(of: "Input/Retrying.swift", with: "Input/A.swift")
            .replacingOccurrences(of: "Input/Clients.swift", with: "Input/Z.swift")
        #expect(analysis.formattedDiagnostics + "\n" == renamed)
    }
}
