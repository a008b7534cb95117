import Testing

@testable import SutureGraph

/// The keys that several bindings answer are found once, when the graph is resolved, with the installed module behind
/// each binding: DuplicateBinding and ConflictingContribution both read that one list.
struct BindingCollisionsTests {
    @Test func theResolvedGraph_recordsEachCollision_withTheInstalledModuleOfEachBinding() {
        let source = """
            import Suture
            struct Clock: Sendable {}
            @Module(installIn: [App.self])
            enum SystemClockModule {
                @Provides static func clock() -> Clock { Clock() }
            }
            @Module
            enum FixedClockModule {
                @Provides static func clock() -> Clock { Clock() }
            }
            @Component(modules: [FixedClockModule.self])
            protocol App {
                var clock: Clock { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)])))
        let graph = analysis.resolved.graph
        let collisions = analysis.resolved.collisions.map { collision in
            "\(graph.components[collision.component].name) \(collision.key): "
                + zip(collision.bindings, collision.installedModules).map { binding, module in
                    "\(graph.bindings[binding].displayName) (\(module.map { graph.modules[$0].name } ?? "not installed"))"
                }.joined(separator: ", ")
        }
        #expect(
            collisions == [
                "App Clock: SystemClockModule.clock() (SystemClockModule), FixedClockModule.clock() (not installed)"
            ])
        #expect(analysis.diagnostics.map(\.id) == [.conflictingContribution])
    }
}
