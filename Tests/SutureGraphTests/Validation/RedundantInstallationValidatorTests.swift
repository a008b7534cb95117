import SutureGraph
import Testing

/// How the note of a redundant installation says the ancestor has the module.
struct RedundantInstallationValidatorTests {
    /// The ancestor has the module only because a module installed in it includes it: the note names that module.
    @Test func anAncestorThatHasTheModuleThroughAnInclude_isExplainedByTheIncluder() {
        let source = """
            import Suture
            protocol AppScope {}
            protocol SessionScope {}
            struct Feed: Sendable {}
            struct Clock: Sendable {}
            @Module(includes: [ClockModule.self], installIn: [AppScope.self])
            enum FeedModule {
                @Provides static func feed(clock: Clock) -> Feed { Feed() }
            }
            @Module(installIn: [SessionScope.self])
            enum ClockModule {
                @Provides static func clock() -> Clock { Clock() }
            }
            @Component
            protocol App: AppScope {
                var feed: Feed { get }
                var session: Session { get }
            }
            @Component(scope: .custom("session"))
            protocol Session: SessionScope {
                var clock: Clock { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)])))

        #expect(
            analysis.formattedDiagnostics == """
                App.swift:20:10: error: [Suture/RedundantInstallation] Session refines SessionScope, so ClockModule, \
                installed in SessionScope, would bind its keys in it a second time: App, which Session descends from, \
                has it already
                App.swift:11:6: note: ClockModule installs itself in SessionScope, and App has it because FeedModule, \
                installed there, includes it
                App.swift:20:10: note: help: remove SessionScope from this protocol (`protocol Session: …`), since \
                Session sees what App binds; or, to keep the refinement, list ClockModule.self in the omitting: of \
                Session (see RedundantInstallation in the diagnostics reference)
                """
        )
    }
}
