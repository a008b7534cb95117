import SutureGraph
import Testing

/// A module the component does not list is never silent: where a default value, `nil` or a smaller multibinding
/// stands in, a warning names the module and the fix, unless `omitting:` says the omission is deliberate.
struct UnlistedModuleValidatorTests {
    static func diagnostics(_ source: String) -> String {
        GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)]))
        ).formattedDiagnostics
    }

    /// A networking module that binds a logger and contributes the auth interceptor, and a core module that
    /// contributes another interceptor.
    static let modules = """
        import Suture
        protocol Interceptor {}
        struct AuthInterceptor: Interceptor {}
        struct RetryInterceptor: Interceptor {}
        struct Logger {}
        @Module
        enum NetworkingModule {
            @Provides static func logger() -> Logger { Logger() }
            @Provides(into: .set) static func auth() -> Interceptor { AuthInterceptor() }
        }
        @Module
        enum CoreModule {
            @Provides(into: .set) static func retry() -> Interceptor { RetryInterceptor() }
        }

        """

    @Test func aParameterWithADefault_thatAnUnlistedModuleBinds_isAWarningAtModules() {
        let source = Self.modules + """
            @Injectable final class Client { init(logger: Logger = Logger()) {} }
            @Component(modules: [CoreModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                PLACEHOLDER
                """
        )
    }

    @Test func anOptionalDependency_thatAnUnlistedModuleBinds_isAWarningAtModules() {
        let source = Self.modules + """
            @Injectable final class Client { init(logger: Logger?) {} }
            @Component(modules: [CoreModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                PLACEHOLDER
                """
        )
    }

    @Test func aMultibinding_thatAnUnlistedModuleContributesTo_isAWarningNamingTheContribution() {
        let source = Self.modules + """
            @Injectable final class Client { init(interceptors: [Interceptor]) {} }
            @Component(modules: [CoreModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                PLACEHOLDER
                """
        )
    }

    @Test func everyRequestTheModuleWouldAnswer_isOneWarning_atTheComponentAttributeWithoutModules() {
        let source = Self.modules + """
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
                PLACEHOLDER
                """
        )
    }

    @Test func aModuleInOmitting_isLeftOutOnPurpose_withoutAWarning() {
        let source = Self.modules + """
            @Injectable final class Client {
                init(logger: Logger?, interceptors: [Interceptor], fallback: Logger = Logger()) {}
            }
            @Component(modules: [CoreModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(Self.diagnostics(source) == "")
    }

    @Test func aModuleInOmitting_thatTheComponentNeeds_isStillAMissingBinding_withTheMoveAsFix() {
        let source = Self.modules + """
            @Injectable final class Client { init(logger: Logger) {} }
            @Component(modules: [CoreModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                PLACEHOLDER
                """
        )
    }

    @Test func aModuleInBothModulesAndOmitting_isAnError() {
        let source = Self.modules + """
            @Injectable final class Client { init(logger: Logger?) {} }
            @Component(modules: [CoreModule.self, NetworkingModule.self], omitting: [NetworkingModule.self])
            protocol App {
                var client: Client { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                PLACEHOLDER
                """
        )
    }
}
