import Foundation
import SutureGraph
import Testing

/// Each compiled golden's sources through the real pipeline, compared in full with the `<Case>Generated.swift` that
/// the `SutureGeneratedTests` target compiles and runs.
struct GeneratedSourceGoldenTests {
    @Test(arguments: GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests"))
    func workingGraph_generatesTheCompiledGolden(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        #expect(analysis.formattedDiagnostics == "")
        let source = try #require(
            analysis.generatedSource(registrationsTypeName: "\(golden.name)Registrations", registrations: .always))
        try golden.expect(source, matches: "\(golden.name)Generated.swift")
    }

    @Test(
        arguments: GoldenCase.cases(in: GoldenCase.conditionsRoot, moduleName: "SutureConditionsTests").filter {
            FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("defines.txt").path)
        })
    func workingGraphWithDefines_decidesThemAndGeneratesTheCompiledGolden(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        #expect(analysis.formattedDiagnostics == "")
        let source = try #require(
            analysis.generatedSource(registrationsTypeName: "\(golden.name)Registrations", registrations: .always))
        try golden.expect(source, matches: "\(golden.name)Generated.swift")
    }
}
