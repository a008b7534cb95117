import SutureGraph
import Testing

/// A module the component does not list is never silent: where a default value, `nil` or a smaller multibinding
/// stands in, a warning names the module and the fix, unless `omitting:` says the omission is deliberate.
struct UnlistedModuleValidatorTests {
    /// The diagnostics of `source` after the modules below, in one file.
    static func diagnostics(_ source: String) -> String {
        GraphCompiler().analyze(
            GraphInput(
                target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: modules + source)])
            )
        ).formattedDiagnostics
    }

    /// A networking module that binds a logger and contributes the auth interceptor, a core module that binds a
    /// clock, and a retry module that contributes another interceptor.
    static let modules = """
        import Suture
        protocol Interceptor {}
        struct AuthInterceptor: Interceptor {}
        struct RetryInterceptor: Interceptor {}
        struct Logger {}
        struct Clock {}
        @Module
        enum NetworkingModule {
            @Provides static func logger() -> Logger { Logger() }
            @Provides(into: .set) static func auth() -> Interceptor { AuthInterceptor() }
        }
        @Module
        enum CoreModule {
            @Provides static func clock() -> Clock { Clock() }
        }
        @Module
        enum RetryModule {
            @Provides(into: .set) static func retry() -> Interceptor { RetryInterceptor() }
        }

        """

    @Test func aParameterWithADefault_thatAnUnlistedModuleBinds_isAWarningAtModules() {
        let source = """
            @Injectable final class Client { init(clock: Clock, logger: Logger = Logger()) {} }
            @Component(modules: [CoreModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:12: warning: [Suture/UnlistedModule] App does not list NetworkingModule in modules:, so \
                parameter 'logger' of Client.init(clock:logger:) takes its default value
                App.swift:20:53: note: requested by parameter 'logger' of Client.init(clock:logger:)
                App.swift:23:9: note: Client is requested by entry point App.client
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:21:12: note: help: add NetworkingModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                """
        )
    }

    @Test func anOptionalDependency_thatAnUnlistedModuleBinds_isAWarningAtModules() {
        let source = """
            @Injectable final class Client { init(clock: Clock, logger: Logger?) {} }
            @Component(modules: [CoreModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:12: warning: [Suture/UnlistedModule] App does not list NetworkingModule in modules:, so \
                Logger? is nil
                App.swift:20:53: note: requested by parameter 'logger' of Client.init(clock:logger:)
                App.swift:23:9: note: Client is requested by entry point App.client
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:21:12: note: help: add NetworkingModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                """
        )
    }

    @Test func aMultibinding_thatAnUnlistedModuleContributesTo_isAWarningNamingTheContribution() {
        let source = """
            @Injectable final class Client { init(interceptors: [Interceptor]) {} }
            @Component(modules: [RetryModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:12: warning: [Suture/UnlistedModule] App does not list NetworkingModule in modules:, so \
                [Interceptor] lacks its contributions
                App.swift:20:39: note: requested by parameter 'interceptors' of Client.init(interceptors:)
                App.swift:23:9: note: Client is requested by entry point App.client
                App.swift:10:39: note: NetworkingModule.auth() contributes to [Interceptor] here
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:21:12: note: help: add NetworkingModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                """
        )
    }

    @Test func everyRequestTheModuleWouldAnswer_isOneWarning_atTheComponentAttributeWithoutModules() {
        let source = """
            @Injectable final class Client { init(logger: Logger?, interceptors: [Interceptor]) {} }
            @Injectable final class Uploader { init(logger: Logger = Logger()) {} }
            @Component
            protocol App {
                var client: Client { get }
                var uploader: Uploader { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:22:1: warning: [Suture/UnlistedModule] App does not list NetworkingModule in modules:, so \
                Logger? is nil, [Interceptor] lacks its contributions and parameter 'logger' of Uploader.init(logger:) \
                takes its default value
                App.swift:20:39: note: requested by parameter 'logger' of Client.init(logger:interceptors:)
                App.swift:24:9: note: Client is requested by entry point App.client
                App.swift:20:56: note: requested by parameter 'interceptors' of Client.init(logger:interceptors:)
                App.swift:24:9: note: Client is requested by entry point App.client
                App.swift:21:41: note: requested by parameter 'logger' of Uploader.init(logger:)
                App.swift:25:9: note: Uploader is requested by entry point App.uploader
                App.swift:10:39: note: NetworkingModule.auth() contributes to [Interceptor] here
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:22:1: note: help: add NetworkingModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                App.swift:22:1: warning: [Suture/UnlistedModule] App does not list RetryModule in modules:, so \
                [Interceptor] lacks its contributions
                App.swift:20:56: note: requested by parameter 'interceptors' of Client.init(logger:interceptors:)
                App.swift:24:9: note: Client is requested by entry point App.client
                App.swift:18:39: note: RetryModule.retry() contributes to [Interceptor] here
                App.swift:17:6: note: RetryModule is declared here
                App.swift:22:1: note: help: add RetryModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                """
        )
    }

    @Test func aModuleInOmitting_isLeftOutOnPurpose_withoutAWarning() {
        let source = """
            @Injectable final class Client {
                init(logger: Logger?, interceptors: [Interceptor], fallback: Logger = Logger()) {}
            }
            @Component(modules: [RetryModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(Self.diagnostics(source) == "")
    }

    @Test func aModuleInOmitting_thatTheComponentNeeds_isStillAMissingBinding_withAReplacementAsFix() {
        let source = """
            @Injectable final class Client { init(clock: Clock, logger: Logger) {} }
            @Component(modules: [CoreModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:12: error: [Suture/MissingBinding] no binding for Logger in App: NetworkingModule binds \
                it, but App leaves it out with omitting: and lists no module that replaces it
                App.swift:20:53: note: requested by parameter 'logger' of Client.init(clock:logger:)
                App.swift:23:9: note: Client is requested by entry point App.client
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:21:12: note: help: list a replacement module that binds it in the modules: of App, or move \
                NetworkingModule.self from its omitting: to its modules: (see MissingBinding in the diagnostics \
                reference)
                """
        )
    }

    @Test func aModuleInBothModulesAndOmitting_isAnError() {
        let source = """
            @Injectable final class Client { init(clock: Clock, logger: Logger?) {} }
            @Component(modules: [CoreModule.self, NetworkingModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:74: error: [Suture/Declaration] NetworkingModule is both in modules: and in omitting:; \
                keep it in modules: to use its bindings, or remove it from modules: to leave it out on purpose \
                (ComponentModuleListedAndOmitted)
                App.swift:21:74: note: help: change the declaration as the message says; the macro on it reports the \
                same problem (see Declaration in the diagnostics reference)
                """
        )
    }

    @Test func aModuleListedByAnIncludingModuleOrByTheParentComponent_isListed() {
        let source = """
            @Module(includes: [NetworkingModule.self])
            enum AppModule {}
            @Injectable final class Client { init(logger: Logger?, interceptors: [Interceptor]) {} }
            @Component(scope: .custom("request"))
            protocol RequestScope {
                var client: Client { get }
            }
            @Component(modules: [AppModule.self, RetryModule.self])
            protocol App {
                var client: Client { get }
                func request() -> RequestScope
            }
            """
        #expect(Self.diagnostics(source) == "")
    }

    @Test func aNameInOmittingThatNoModuleDeclares_isAnUnresolvedName_andTheWarningStays() {
        let source = """
            @Injectable final class Client { init(logger: Logger?) {} }
            @Component(omitting: [NetworkModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                App.swift:21:1: warning: [Suture/UnlistedModule] App does not list NetworkingModule in modules:, so \
                Logger? is nil
                App.swift:20:39: note: requested by parameter 'logger' of Client.init(logger:)
                App.swift:23:9: note: Client is requested by entry point App.client
                App.swift:8:6: note: NetworkingModule is declared here
                App.swift:21:1: note: help: add NetworkingModule.self to the modules: of App, or to its omitting: if \
                leaving it out is deliberate (see UnlistedModule in the diagnostics reference)
                App.swift:22:10: error: [Suture/UnresolvedName] App omits module NetworkModule, but no @Module enum \
                named NetworkModule is in the scanned sources
                App.swift:22:10: note: help: declare NetworkModule with @Module, or add the target that declares it as \
                a dependency (see UnresolvedName in the diagnostics reference)
                """
        )
    }
}
