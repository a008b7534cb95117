import SutureGraph
import Testing

/// What the note of a conflicting contribution says brought the module into the component.
struct ConflictingContributionValidatorTests {
    /// A module that an installed module includes has no `installIn:` of its own: the message says whose `installIn:`
    /// it came through, and the note names the module that includes it, where that one's `installIn:` is written.
    @Test func aModuleAnInstalledModuleIncludes_isExplainedByItsIncluder() {
        let source = """
            import Suture
            public protocol AppScope {}
            struct Feed: Sendable {}
            struct Network: Sendable {}
            @Module(includes: [NetworkModule.self], installIn: [AppScope.self])
            enum FeedModule {
                @Provides static func feed(network: Network) -> Feed { Feed() }
            }
            @Module
            enum NetworkModule {
                @Provides static func network() -> Network { Network() }
            }
            @Module
            enum OfflineModule {
                @Provides static func network() -> Network { Network() }
            }
            @Component(modules: [OfflineModule.self])
            protocol App: AppScope {
                var feed: Feed { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)])))

        #expect(
            analysis.formattedDiagnostics == """
                App.swift:18:10: error: [Suture/ConflictingContribution] Network is bound twice in App: by \
                NetworkModule.network(), which NetworkModule contributes through FeedModule's installIn:, and by \
                OfflineModule.network()
                App.swift:11:27: note: NetworkModule.network() binds Network here
                App.swift:15:27: note: OfflineModule.network() binds Network here
                App.swift:6:6: note: NetworkModule is installed in App because FeedModule includes it, and \
                FeedModule's installIn: names AppScope, which it refines
                App.swift:18:10: note: help: keep one binding of Network in App: to replace NetworkModule there, list \
                it in omitting: (@Component(omitting: [NetworkModule.self])); or give one a name with `named:` and \
                ask for it with @Named (see ConflictingContribution in the diagnostics reference)
                """
        )
    }
}
