import Testing

@testable import SutureGraph

/// Which eager singletons a root component keeps in stored `let` properties: only those every request asks for under
/// the entry point's key.
struct StoredEagerNodesTests {
    @Test func anEagerSingletonAskedForUnderASecondKey_staysInASlot() {
        let source = """
            import Suture
            protocol Light {}
            @Injectable(as: Lighthouse.self, Light.self, scope: .singleton, eager: true)
            final class Lighthouse: Light { init() {} }
            @Injectable(scope: .singleton, eager: true)
            final class Beacon { init() {} }
            @Injectable
            struct Keeper { init(beacon: Beacon) {} }
            @Component protocol Harbour {
                var lighthouse: Lighthouse { get }
                var light: any Light { get }
                var beacon: Beacon { get }
                var keeper: Keeper { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Harbour.swift", text: source)])))
        #expect(analysis.formattedDiagnostics == "")
        let plan = ComponentPlan(index: 0, wiring: WiringPlan(resolved: analysis.resolved))
        #expect(plan.storedEager.stored.map { plan.component.entries[$0.entry].declaration.name } == ["beacon"])
        #expect(plan.eagerNodes.map { analysis.resolved.graph.bindings[$0.binding].valueType } == ["Lighthouse"])
    }
}
