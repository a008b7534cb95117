import SutureGraph
import SutureSyntax
import Testing

/// Every diagnostic is one compiler-style line per problem and per note, whatever the source quotes.
struct GraphDiagnosticTests {
    @Test func aMultiLineQualifier_staysOnTheDiagnosticsLine_escaped() {
        let source = #"""
            import Suture
            struct Starter {}
            @Injectable
            final class Baker {
                init(@Named("""
                    spelt
                    rye
                    """) starter: Starter) {}
            }
            @Component protocol Bakery { var baker: Baker { get } }
            """#
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Baker.swift", text: source)]))
        )
        #expect(
            analysis.formattedDiagnostics == #"""
                Baker.swift:5:10: error: [Suture/MissingBinding] no binding for Starter named "spelt\nrye"
                Baker.swift:5:10: note: requested by parameter 'starter' of Baker.init(starter:)
                Baker.swift:10:34: note: Baker is requested by entry point Bakery.baker
                Baker.swift:5:10: note: help: bind Starter named "spelt\nrye": mark its type @Injectable(named: "spelt\nrye") (with `as:` when it stands for a protocol), add a @Provides(named: "spelt\nrye") function to a module the component lists, or take it as a parameter of the component's init (see MissingBinding in the diagnostics reference)
                """#
        )
    }

    @Test func aLineBreakInAnyMessage_isWrittenAsAnEscape() {
        let diagnostic = GraphDiagnostic(
            .declaration,
            message: "first\nsecond\r",
            at: SyntaxLocation(file: "A.swift", line: 1, column: 2),
            notes: [.init("note\nmore", at: nil)],
            help: "fix\nit"
        )
        #expect(
            diagnostic.formatted == #"A.swift:1:2: error: [Suture/Declaration] first\nsecond\r"# + "\n"
                + #"A.swift:1:2: note: note\nmore"# + "\n"
                + #"A.swift:1:2: note: help: fix\nit (see Declaration in the diagnostics reference)"#)
    }

    @Test func aProvider_isNamedWithItsArgumentLabels() {
        let source = """
            import Suture
            struct Broom {}
            struct Sweeper {}
            @Injectable struct Baker { init() {} }
            @Module
            enum CleaningModule {
                @Provides static func sweeper(_ broom: Broom, count: Int) -> Sweeper { Sweeper() }
            }
            @Component(modules: [CleaningModule.self])
            protocol Bakery { var baker: Baker { get } }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)]))
        )
        #expect(
            analysis.formattedDiagnostics == """
                Bakery.swift:7:27: warning: [Suture/UnusedBinding] CleaningModule.sweeper(_:count:) binds Sweeper, \
                which no entry point of Bakery reaches
                Bakery.swift:7:27: note: help: remove it, or ask for Sweeper from a binding or entry point \
                (see UnusedBinding in the diagnostics reference)
                """
        )
    }
}
