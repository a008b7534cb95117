import Foundation
import SutureGraph
import Testing

/// One broken graph per rule through the real pipeline, its diagnostics compared in full with `diagnostics.txt`.
struct DiagnosticGoldenTests {
    @Test(arguments: GoldenCase.cases(in: GoldenCase.brokenRoot, moduleName: "Broken"))
    func brokenGraph_reportsTheExpectedDiagnostics(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        try golden.expect(analysis.formattedDiagnostics + "\n", matches: "diagnostics.txt")
        #expect((analysis.generatedSource() == nil) == analysis.hasErrors)
    }

    @Test func everyRule_hasABrokenGolden() {
        let names = Set(GoldenCase.cases(in: GoldenCase.brokenRoot, moduleName: "Broken").map(\.name))
        for id in DiagnosticID.allCases {
            #expect(names.contains(id.rawValue), "add Tests/SutureGraphTests/Validation/Goldens/\(id.rawValue)")
        }
    }
}
