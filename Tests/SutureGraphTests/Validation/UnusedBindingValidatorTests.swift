import SutureGraph
import Testing

/// Bound instances nothing reads are warned about, as unused module bindings are.
struct UnusedBindingValidatorTests {
    @Test func aBoundInstanceNothingReads_isAWarningAtItsParameter() {
        let source = """
            import Suture
            struct Config {}
            @Injectable final class Baker { init() {} }
            @Component
            protocol Bakery {
                init(config: Config, note: String?)
                var baker: Baker { get }
                var note: String? { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)]))
        )
        #expect(
            analysis.formattedDiagnostics == """
                Bakery.swift:6:10: warning: [Suture/UnusedBinding] Bakery's bound instance 'config' (Config) is \
                never read: no entry point of Bakery reaches it
                Bakery.swift:6:10: note: help: remove it, or ask for Config from a binding or entry point (see \
                UnusedBinding in the diagnostics reference)
                """
        )
        #expect(!analysis.hasErrors)
    }
}
