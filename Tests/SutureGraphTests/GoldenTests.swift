import Foundation
import SutureGraph
import Testing

/// Real sources through the real pipeline, compared in full with the expected output beside them.
struct GoldenTests {
    @Test(arguments: GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests"))
    func workingGraph_generatesTheCompiledGolden(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        #expect(analysis.formattedDiagnostics == "")
        let source = try #require(
            analysis.generatedSource(registrationsTypeName: "\(golden.name)Registrations", registrations: .always))
        try golden.expect(source, matches: "\(golden.name)Generated.swift")
    }

    @Test(arguments: GoldenCase.cases(in: GoldenCase.brokenRoot, moduleName: "Broken"))
    func brokenGraph_reportsTheExpectedDiagnostics(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        try golden.expect(analysis.formattedDiagnostics + "\n", matches: "diagnostics.txt")
        #expect((analysis.generatedSource() == nil) == analysis.hasErrors)
    }

    @Test func everyRule_hasABrokenGolden() {
        let names = Set(GoldenCase.cases(in: GoldenCase.brokenRoot, moduleName: "Broken").map(\.name))
        for id in DiagnosticID.allCases {
            #expect(names.contains(id.rawValue), "add Tests/SutureGraphTests/Goldens/\(id.rawValue)")
        }
    }
}
