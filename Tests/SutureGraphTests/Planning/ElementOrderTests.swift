import SutureGraph
import Testing

/// A set multibinding's elements in generated code: each after the elements it depends on.
struct ElementOrderTests {
    /// The generated line of the `openings` entry point for `module`'s contributions.
    private static func openingsLine(module: String) throws -> String {
        let source = """
            import Suture
            protocol Opening: AnyObject {}
            @Injectable(scope: .singleton) final class Freezer: Opening { init() {} }
            @Injectable(scope: .singleton) final class Counter: Opening { init(freezer: Freezer) {} }
            @Injectable(scope: .singleton) final class Clock: Opening { init() {} }
            \(module)
            @Component(modules: [Openings.self])
            protocol Bakery {
                var openings: [any Opening] { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)])))
        #expect(analysis.formattedDiagnostics == "")
        let generated = try #require(analysis.generatedSource())
        return try #require(generated.split(separator: "\n").first { $0.contains("var openings:") }).description
    }

    @Test func anElementPassingOnOneDependency_standsForIt() throws {
        let line = try Self.openingsLine(
            module: """
                @Module enum Openings {
                    @Provides(into: .set) static func counter(_ counter: Counter) -> any Opening { counter }
                    @Provides(into: .set) static func freezer(_ freezer: Freezer) -> any Opening { freezer }
                }
                """)
        #expect(line == "    var openings: [any Opening] { [makeOpeningsFreezer(), makeOpeningsCounter()] }")
    }

    @Test func anElementTakingTwoDependencies_standsOnlyForItself() throws {
        let line = try Self.openingsLine(
            module: """
                @Module enum Openings {
                    @Provides(into: .set) static func counter(_ counter: Counter) -> any Opening { counter }
                    @Provides(into: .set) static func both(_ freezer: Freezer, _ clock: Clock) -> any Opening { clock }
                }
                """)
        // The counter reaches the freezer, but `both` takes two dependencies and stands for neither, so the
        // counter keeps its place.
        #expect(line == "    var openings: [any Opening] { [makeOpeningsCounter(), makeOpeningsBoth()] }")
    }

    @Test func deferredRequests_doNotOrderElements() throws {
        let line = try Self.openingsLine(
            module: """
                @Module enum Openings {
                    @Provides(into: .set) static func later(_ counter: Provider<Counter>) -> any Opening { counter.get() }
                    @Provides(into: .set) static func freezer(_ freezer: Freezer) -> any Opening { freezer }
                }
                """)
        #expect(line == "    var openings: [any Opening] { [makeOpeningsLater(), makeOpeningsFreezer()] }")
    }
}
