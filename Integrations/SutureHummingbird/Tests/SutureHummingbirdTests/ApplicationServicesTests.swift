import Hummingbird
import HummingbirdTesting
import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// A `ServiceGraph` inside Hummingbird's `Application`: services start before the server, stop after it.
@Suite struct ApplicationServicesTests {
    final class Store: ManagedService {
        let events: EventLog
        init(events: EventLog) { self.events = events }
        func start() async throws {
            // Slow on purpose: the server must still wait for it.
            try await Task.sleep(for: .milliseconds(50))
            events.record("start Store")
        }
        func shutdown() async throws { events.record("shutdown Store") }
    }

    final class Search: ManagedService {
        let store: Store
        init(store: Store) { self.store = store }
        func start() async throws { store.events.record("start Search") }
        func shutdown() async throws { store.events.record("shutdown Search") }
    }

    @Test func servicesStartBeforeTheFirstRequest_andShutDownInReverseAfterTheServer() async throws {
        let events = EventLog()
        let store = Store(events: events)
        let graph = ServiceGraph([Search(store: store), store])
        let router = Router()
        router.get("search") { _, _ in
            events.record("request")
            return "found"
        }
        var app = liveApplication(router, services: graph.services)
        app.beforeServerStarts { try await graph.waitUntilStarted() }

        let body = try await app.test(.live) { client in try await client.get("/search").body }

        #expect(body == "found")
        #expect(events.all == ["start Store", "start Search", "request", "shutdown Search", "shutdown Store"])
    }
}
