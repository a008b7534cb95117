import Hummingbird
import HummingbirdTesting
import ServiceLifecycle
import SutureHummingbird
import SutureHummingbirdTesting
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// `withLiveServer` runs an application as production runs it: services first, then the server on 127.0.0.1, and
/// everything stopped in reverse before it returns.
@Suite struct WithLiveServerTests {
    /// A managed service that records its start and shutdown.
    final class Stock: ManagedService {
        let events: EventLog
        init(events: EventLog) { self.events = events }
        func start() async throws { events.record("start Stock") }
        func shutdown() async throws { events.record("shutdown Stock") }
    }

    /// A managed service whose start fails.
    final class Ledger: ManagedService {
        struct Closed: Error, CustomStringConvertible {
            var description: String { "the ledger is closed" }
        }
        func start() async throws { throw Closed() }
        func shutdown() async throws {}
    }

    /// The request context of the basket's routes.
    struct BasketContext: RequestScopeContext {
        var coreContext: CoreRequestContextStorage
        var requestScopeSlot = RequestScopeSlot<any BasketRequest>()

        init(source: ApplicationRequestContextSource) {
            self.coreContext = CoreRequestContextStorage(source: source)
        }
    }

    @Test func servicesStartFirst_everyConnectionIsServed_andEverythingStopsInReverseBeforeItReturns() async throws {
        let events = EventLog()
        let basket = BasketComponent()
        let middleware = RequestScopeMiddleware<BasketContext> { basket.request() }
        let router = Router(context: BasketContext.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            "cart \(try context.requestScope.basket.cart.get().number)"
        }
        let graph = ServiceGraph([Stock(events: events)])

        let bodies = try await withLiveServer(router: router, services: graph, connections: 4) { server in
            events.record("serving on a port: \(server.port > 0)")
            return try await withThrowingTaskGroup(of: [String].self) { group in
                for client in server.clients {
                    group.addTask {
                        var bodies: [String] = []
                        for _ in 0..<5 {
                            bodies.append(try await client.text("/cart"))
                        }
                        return bodies
                    }
                }
                return try await group.reduce(into: [String]()) { $0 += $1 }
            }
        }

        #expect(bodies.count == 20)
        // One cart per request, each numbered anew (the pantry took number 1).
        #expect(Set(bodies).count == 20)
        #expect(events.all == ["start Stock", "serving on a port: true", "shutdown Stock"])
        #expect(middleware.createdScopeCount == 20)
        #expect(middleware.liveScopeCount == 0)
        #expect(basket.live.value == 0)
    }

    @Test func aServiceThatFailsToStart_isThrown_andTheServerNeverListens() async throws {
        let events = EventLog()
        let graph = ServiceGraph([Stock(events: events), Ledger()])
        let router = Router()
        router.get("ping") { _, _ in "pong" }

        let error = await #expect(throws: ServiceStartError.self) {
            try await withLiveServer(router: router, services: graph) { _ in
                events.record("body ran")
            }
        }

        #expect(error?.service == "Ledger")
        #expect(error?.shutDown == ["Stock"])
        #expect(events.all == ["start Stock", "shutdown Stock"])
    }

    @Test func whatTheBodyThrows_isThrown_afterTheServicesShutDown() async throws {
        struct Refused: Error, Equatable {}
        let events = EventLog()
        let router = Router()
        router.get("ping") { _, _ in "pong" }

        await #expect(throws: Refused()) {
            try await withLiveServer(router: router, services: ServiceGraph([Stock(events: events)])) { server in
                #expect(try await server.client.text("/ping") == "pong")
                events.record("refusing")
                throw Refused()
            }
        }

        #expect(events.all == ["start Stock", "refusing", "shutdown Stock"])
    }
}

extension TestClient {
    /// Sends `GET uri` and returns the response's body as text.
    func text(_ uri: String) async throws -> String {
        try await get(uri).body.map { String(buffer: $0) } ?? ""
    }
}
