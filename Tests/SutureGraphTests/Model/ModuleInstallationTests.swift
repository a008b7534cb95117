import SutureGraph
import Testing

/// Modules that install themselves (`@Module(installIn:)`): which components get them, from which package, and what
/// a component's own `modules:` and `omitting:` change.
struct ModuleInstallationTests {
    /// The analysis of `source` in the module App, after `dependency` in the module Feature when there is one.
    static func analyze(_ source: String, dependency: String? = nil) -> GraphCompiler.Analysis {
        GraphCompiler().analyze(
            GraphInput(
                target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)]),
                dependencies: dependency.map {
                    [SourceModule(name: "Feature", files: [SourceFile(path: "Feature.swift", text: $0)])]
                } ?? []
            )
        )
    }

    /// Each component's name with the names of the modules installed in it, in order.
    static func installed(_ analysis: GraphCompiler.Analysis) -> [String: [String]] {
        let graph = analysis.resolved.graph
        return Dictionary(
            uniqueKeysWithValues: graph.components.map { component in
                (component.name, component.installedModules.map { graph.modules[$0].name })
            })
    }

    /// A marker protocol, a feed module installed through it that includes a network module, and the types they bind.
    static let feature = """
        import Suture
        public protocol AppScope {}
        public struct Feed: Sendable { public let source: String }
        public struct Network: Sendable { public init() {} }
        @Module(includes: [NetworkModule.self], installIn: [AppScope.self])
        public enum FeedModule {
            @Provides public static func feed(network: Network) -> Feed { Feed(source: "feed") }
        }
        @Module
        public enum NetworkModule {
            @Provides public static func network() -> Network { Network() }
        }

        """

    @Test func aComponentThatRefinesTheNamedProtocol_getsTheModule_andTheModulesItIncludes() {
        let analysis = Self.analyze(
            Self.feature + """
                @Component
                protocol App: AppScope {
                    var feed: Feed { get }
                }
                @Component
                protocol Widget {
                    var network: Network { get }
                }
                """)

        // Widget refines nothing, so it has no installed module: NetworkModule is not its.
        #expect(
            analysis.formattedDiagnostics == """
                App.swift:17:1: error: [Suture/MissingBinding] no binding for Network in Widget: NetworkModule binds \
                it, but Widget does not list it in modules:
                App.swift:19:9: note: requested by entry point Widget.network
                App.swift:10:13: note: NetworkModule is declared here
                App.swift:17:1: note: help: add NetworkModule.self to the modules: of Widget (see MissingBinding in the \
                diagnostics reference)
                """
        )
        #expect(Self.installed(analysis) == ["App": ["FeedModule", "NetworkModule"], "Widget": []])
    }

    @Test func aModuleOfAFeaturePackage_installsItselfInTheComponentOfTheAppThatDependsOnIt() {
        let analysis = Self.analyze(
            """
            import Feature
            import Suture
            @Component
            protocol App: AppScope {
                var feed: Feed { get }
            }
            """,
            dependency: Self.feature
        )

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["App": ["FeedModule", "NetworkModule"]])
        #expect(analysis.generatedSource()?.contains("FeedModule.feed(network: ") == true)
    }

    @Test func aModuleNamingTheComponentItself_joinsIt() {
        let analysis = Self.analyze(
            """
            import Suture
            struct Clock: Sendable {}
            @Module(installIn: [App.self])
            enum ClockModule {
                @Provides static func clock() -> Clock { Clock() }
            }
            @Component
            protocol App {
                var clock: Clock { get }
            }
            """)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["App": ["ClockModule"]])
    }

    /// Installation and the rules once decided "is or refines" apart: installation compared names whole, so a component
    /// refining `Scoped<Session>` missed a module installed in `Scoped`, while InstallTargetNotFound took it as reached
    /// and said nothing. One predicate now decides both, and the component records the name it was installed through.
    @Test func aComponentThatRefinesAProtocolWithTypeArguments_getsTheModuleInstalledInTheProtocol() {
        let analysis = Self.analyze(
            """
            import Suture
            protocol Scoped<Value> { associatedtype Value }
            struct Session: Sendable {}
            struct Clock: Sendable {}
            @Module(installIn: [Scoped.self])
            enum ClockModule {
                @Provides static func clock() -> Clock { Clock() }
            }
            @Component
            protocol App: Scoped<Session> {
                var clock: Clock { get }
            }
            """)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["App": ["ClockModule"]])
        let graph = analysis.resolved.graph
        #expect(graph.components.map(\.installedThrough) == [[0: "Scoped"]])
    }

    @Test func aComponentThatListsTheModule_keepsItListed_andNothingIsBoundTwice() {
        let analysis = Self.analyze(
            Self.feature + """
                @Component(modules: [FeedModule.self])
                protocol App: AppScope {
                    var feed: Feed { get }
                }
                """)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["App": []])
    }

    @Test func omitting_uninstallsTheModule_andTheModuleListedInItsPlaceAnswers() {
        let analysis = Self.analyze(
            Self.feature + """
                @Module
                enum FakeFeedModule {
                    @Provides static func feed() -> Feed { Feed(source: "fake") }
                }
                @Component(modules: [FakeFeedModule.self], omitting: [FeedModule.self])
                protocol PreviewApp: AppScope {
                    var feed: Feed { get }
                }
                """)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["PreviewApp": []])
        #expect(analysis.generatedSource()?.contains("FakeFeedModule.feed()") == true)
    }

    @Test func aSubcomponent_getsWhatIsInstalledInItsOwnProtocol_andSeesItsParentsModules() {
        let analysis = Self.analyze(
            Self.feature + """
                protocol SessionScope {}
                struct Cart: Sendable {}
                @Module(installIn: [SessionScope.self])
                enum CartModule {
                    @Provides(scope: .custom("session")) static func cart(feed: Feed) -> Cart { Cart() }
                }
                @Component(scope: .custom("session"))
                protocol Session: SessionScope {
                    var cart: Cart { get }
                }
                @Component
                protocol App: AppScope {
                    var session: any Session { get }
                }
                """)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == ["App": ["FeedModule", "NetworkModule"], "Session": ["CartModule"]])
    }

    @Test func aFeaturePackageTheGraphCompilerDidNotRead_isNamedInTheMissingBinding_withHowToHaveItRead() {
        // The app imports Feature, but Feature's sources were not given to the graph compiler.
        let analysis = Self.analyze(
            """
            import Feature
            import Foundation
            import Suture
            @Component
            protocol App: AppScope {
                var feed: Feed { get }
            }
            """)

        #expect(
            analysis.formattedDiagnostics == """
                App.swift:6:9: error: [Suture/MissingBinding] no binding for Feed
                App.swift:6:9: note: requested by entry point App.feed
                App.swift:5:10: note: App refines AppScope, but no module the graph compiler read installs itself \
                there, and App imports Feature, which it did not read: if Feature installs modules in AppScope, have \
                it read (SwiftPM: the target depends on Feature, whose package depends on Suture, directly or through \
                another; Xcode: list it in suture-sources.json; the suture tool: --dependency Feature=PATH)
                App.swift:6:9: note: help: do what the note above says, or bind Feed: mark its type @Injectable \
                (with `as:` when it stands for a protocol), add a @Provides function to a module the component lists, \
                or take it as a parameter of the component's init (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aLibraryWithoutComponents_installsInAProtocolOfItsOwn_withoutAWord() {
        let analysis = Self.analyze(Self.feature)

        #expect(analysis.formattedDiagnostics == "")
        #expect(Self.installed(analysis) == [:])
    }

    /// Each installed module's names of what brought it: a module that only an installed module's `includes:` brings
    /// records no name of its own but its includer; one whose own `installIn:` names the component records that name,
    /// included or not.
    @Test func aModuleAnInstalledModuleIncludes_recordsItsIncluder_unlessItsOwnInstallInNamesTheComponent() {
        let analysis = Self.analyze(
            """
            import Suture
            public protocol AppScope {}
            struct Feed: Sendable {}
            struct Network: Sendable {}
            struct Cache: Sendable {}
            @Module(includes: [NetworkModule.self, CacheModule.self], installIn: [AppScope.self])
            enum FeedModule {
                @Provides static func feed(network: Network, cache: Cache) -> Feed { Feed() }
            }
            @Module(includes: [SocketModule.self])
            enum NetworkModule {
                @Provides static func network() -> Network { Network() }
            }
            @Module
            enum SocketModule {}
            @Module(installIn: [App.self])
            enum CacheModule {
                @Provides static func cache() -> Cache { Cache() }
            }
            @Component
            protocol App: AppScope {
                var feed: Feed { get }
            }
            """)

        #expect(analysis.formattedDiagnostics == "")
        let graph = analysis.resolved.graph
        let name = { (module: Int) in graph.modules[module].name }
        let app = graph.components[0]
        #expect(app.installedModules.map(name) == ["FeedModule", "NetworkModule", "SocketModule", "CacheModule"])
        #expect(
            Dictionary(uniqueKeysWithValues: app.installedThrough.map { (name($0), $1) })
                == ["FeedModule": "AppScope", "CacheModule": "App"])
        #expect(
            Dictionary(uniqueKeysWithValues: app.installedIncluder.map { (name($0), name($1)) })
                == ["NetworkModule": "FeedModule", "SocketModule": "NetworkModule"])
    }
}
