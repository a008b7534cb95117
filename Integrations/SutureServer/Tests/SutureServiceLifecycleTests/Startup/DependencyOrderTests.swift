import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// `ServiceGraph.dependencyOrder`: each service after the services it holds, otherwise as given.
@Suite struct DependencyOrderTests {
    let log = EventLog()

    func names(_ services: [any Service]) -> [String] {
        services.map { "\(type(of: $0))" }
    }

    @Test func eachServiceComesAfterTheServicesItHolds_directlyOrThroughOthers() {
        let database = Database(log: log)
        let cache = Cache(database: database)
        let mailer = Mailer(cache: cache)

        let graph = ServiceGraph([mailer, cache, database])

        #expect(names(graph.dependencyOrder) == ["Database", "Cache", "Mailer"])
    }

    @Test func servicesThatDoNotHoldEachOther_keepTheGivenOrder() {
        let database = Database(log: log)
        let ticker = Ticker(database: database)
        let otherDatabase = Database(log: log)

        let graph = ServiceGraph([ticker, FakeServer(log: log), database, otherDatabase])

        #expect(names(graph.dependencyOrder) == ["FakeServer", "Database", "Ticker", "Database"])
        #expect(graph.dependencyOrder[1] as? Database === database)
    }

    @Test func servicesThatHoldEachOther_keepTheGivenOrder_insteadOfLooping() {
        final class Left: ManagedService, @unchecked Sendable {
            var partner: Right?
            func start() async throws {}
            func shutdown() async throws {}
        }
        final class Right: ManagedService {
            let partner: Left
            init(partner: Left) { self.partner = partner }
            func start() async throws {}
            func shutdown() async throws {}
        }
        let left = Left()
        let right = Right(partner: left)
        left.partner = right

        let graph = ServiceGraph([right, left])

        #expect(names(graph.dependencyOrder) == ["Right", "Left"])
        left.partner = nil
    }
}
