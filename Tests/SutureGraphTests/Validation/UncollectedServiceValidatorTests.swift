import Testing

@testable import SutureGraph

/// A service the graph builds but never contributes to the `[any Service]` it collects is named at its declaration;
/// every other shape stays silent.
struct UncollectedServiceValidatorTests {
    private static func diagnostics(_ text: String) -> String {
        let source = "import ServiceLifecycle\nimport Suture\nimport SutureServiceLifecycle\n" + text
        let module = SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)])
        return GraphCompiler().analyze(GraphInput(target: module)).formattedDiagnostics
    }

    private static let database = """
        @Injectable(scope: .graph)
        final class Database: ManagedService {
            init() {}
            func start() async throws {}
            func shutdown() async throws {}
        }

        @Injectable
        struct Routes { let database: Database }

        """

    @Test func aManagedServiceLeftOutOfTheCollection_isNamedAtItsAttribute_withTheContributionToWrite() {
        let text =
            Self.database + """
                @Component
                protocol Server {
                    var services: [any Service] { get }
                    var routes: Routes { get }
                }
                """
        #expect(
            Self.diagnostics(text) == """
                App.swift:4:1: warning: [Suture/UncollectedService] Database is a ManagedService that Server builds, \
                but nothing contributes it to [any Service], so ServiceGraph never starts or shuts it down
                App.swift:12:21: note: Database is requested by parameter 'database' of Routes.init(database:)
                App.swift:16:9: note: Routes is requested by entry point Server.routes
                App.swift:15:9: note: [any Service] is requested by entry point Server.services
                App.swift:4:1: note: help: contribute it from a module that Server lists: `@Provides(into: .set) \
                static func database(_ service: Database) -> any Service { service }` (see UncollectedService in the \
                diagnostics reference)
                """
        )
    }

    @Test func aContribution_asOneElementOrAmongSeveral_collectsIt() {
        for contribution in [
            "@Provides(into: .set) static func database(_ database: Database) -> any Service { database }",
            "@Provides(into: .elements) static func all(_ database: Database) -> [any Service] { [database] }",
        ] {
            let text =
                Self.database + """
                    @Module
                    enum ServicesModule {
                        \(contribution)
                    }

                    @Component(modules: [ServicesModule.self])
                    protocol Server {
                        var services: [any Service] { get }
                        var routes: Routes { get }
                    }
                    """
            #expect(Self.diagnostics(text) == "", "\(contribution)")
        }
    }

    @Test func aComponentTreeThatCollectsNoServices_isNotChecked() {
        let text =
            Self.database + """
                @Component
                protocol Server {
                    var routes: Routes { get }
                }
                """
        #expect(Self.diagnostics(text) == "")
    }

    @Test func aServiceProtocolTheSourcesDeclare_isTheirs_andNotChecked() {
        let text = """
            protocol Service: Sendable {}
            protocol ManagedService: Service {}

            @Injectable
            final class Database: ManagedService { init() {} }

            @Component
            protocol Server {
                var services: [any Service] { get }
                var database: Database { get }
            }
            """
        #expect(Self.diagnostics(text) == "")
    }

    @Test func aServiceOfAModuleThatIsNotScanned_isLeftAlone() {
        let text = """
            @Module
            enum DatabaseModule {
                @Provides(scope: .graph) static func client() -> PostgresClient { PostgresClient() }
            }

            @Component(modules: [DatabaseModule.self])
            protocol Server {
                var services: [any Service] { get }
                var client: PostgresClient { get }
            }
            """
        #expect(Self.diagnostics(text) == "")
    }

    @Test func aServiceOfASubcomponent_isCheckedAgainstItsRootsCollection() {
        let text = """
            @Injectable(scope: .custom("session"))
            final class SessionSync: Service {
                init() {}
                func run() async throws {}
            }

            @Component(scope: .custom("session"))
            protocol Session {
                var sync: SessionSync { get }
            }

            @Component
            protocol Server {
                var services: [any Service] { get }
                func session() -> Session
            }
            """
        #expect(
            Self.diagnostics(text) == """
                App.swift:4:1: warning: [Suture/UncollectedService] SessionSync is a Service that Server builds, but \
                nothing contributes it to [any Service], so ServiceGraph never runs it
                App.swift:12:9: note: SessionSync is requested by entry point Session.sync
                App.swift:18:10: note: Session is created by entry point Server.session
                App.swift:17:9: note: [any Service] is requested by entry point Server.services
                App.swift:4:1: note: help: contribute it from a module that Server lists: `@Provides(into: .set) \
                static func sessionSync(_ service: SessionSync) -> any Service { service }` (see UncollectedService \
                in the diagnostics reference)
                """
        )
    }
}
