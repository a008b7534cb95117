import Foundation
import SutureGraph
import Testing

/// Every compiled golden drawn in each format, compared in full with `Rendering/Pictures/<Case>/graph.*`;
/// `SUTURE_RECORD=1` rewrites them.
struct PictureGoldenTests {
    /// The folder of the picture goldens, one folder per compiled golden.
    static let picturesRoot = GoldenCase.testsRoot.appendingPathComponent("SutureGraphTests/Rendering/Pictures")

    @Test(arguments: GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests"))
    func eachCompiledGolden_isDrawnAsItsPictures(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        let folder = Self.picturesRoot.appendingPathComponent(golden.name)
        for (format, fileName) in [(GraphFormat.dot, "graph.dot"), (.mermaid, "graph.mmd"), (.json, "graph.json")] {
            try golden.expect(analysis.picture(format), matches: fileName, in: folder)
        }
    }
}
