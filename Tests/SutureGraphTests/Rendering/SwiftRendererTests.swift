import Testing

@testable import SutureGraph

/// A file built for one configuration writes its functions and members straight as text; the text is the same as the
/// units a `#if` merge reads would write.
struct SwiftRendererTests {
    @Test(arguments: GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests"))
    func oneConfiguration_writtenStraight_isTheTextOfTheUnits(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        #expect(analysis.formattedDiagnostics == "")
        let plan = GeneratedFilePlan(
            resolved: analysis.resolved, registrationsTypeName: "\(golden.name)Registrations",
            registrationsArePublic: false)
        let straight = SwiftRenderer(plan: plan, version: "1.0", isOnlyConfiguration: true).render()
        let units = SwiftRenderer(plan: plan, version: "1.0", isOnlyConfiguration: false).render()
        #expect(straight == units)
    }
}
