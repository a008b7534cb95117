import ServiceLifecycle
import SutureServiceLifecycle
import SutureVapor
import Synchronization
import Testing
import Vapor
import VaporTesting

/// A graph's services run from a Vapor Application's lifecycle: started in dependency order before the first
/// request, shut down in reverse after the last; a failed start or a synchronous boot stops the app from serving.
@Suite struct ServiceGraphLifecycleTests {
    @Test func services_startInDependencyOrderOnBoot_andShutDownInReverseWithTheApp() async throws {
        let log = ServiceLog()
        let store = Store(log: log)
        // Given cache first: the graph finds that the cache holds the store.
        let graph = ServiceGraph([Cache(store: store), store])
        let app = try await Application.make(.testing)
        app.suture.runServices(graph)
        app.get("stock") { _ in
            log.record("request")
            return "ok"
        }

        try await app.asyncBoot()
        let response = try await app.testing().sendRequest(.GET, "stock")
        try await app.asyncShutdown()

        #expect(response.body.string == "ok")
        #expect(log.all == ["start Store", "start Cache", "request", "shutdown Cache", "shutdown Store"])
    }

    @Test func aServiceThatFailsToStart_failsTheBoot_afterShuttingDownTheOnesStartedBeforeIt() async throws {
        let log = ServiceLog()
        let store = Store(log: log)
        let app = try await Application.make(.testing)
        app.suture.runServices(ServiceGraph([store, ColdOven(store: store)]))

        let error = await #expect(throws: ServiceStartError.self) { try await app.asyncBoot() }
        try await app.asyncShutdown()

        #expect(
            error?.description
                == "ColdOven failed to start: its start() threw: the oven is cold. Nothing after it starts; the "
                + "services started before it are shut down in reverse order (Store), and the service group stops with "
                + "this error. Fix: the services after ColdOven wait for it, so make ColdOven.start() succeed: read "
                + "the error above, and check that what ColdOven connects to is running and reachable with the address "
                + "and credentials it was given. Leave ColdOven out of the services given to ServiceGraph only if "
                + "nothing needs it started (an optional cache, a job that can start later)."
        )
        #expect(log.all == ["start Store", "start ColdOven", "shutdown Store"])
    }

    @Test func aSynchronousBoot_isRefused_insteadOfServingWithNoServiceStarted() async throws {
        let log = ServiceLog()
        let app = try await Application.make(.testing)
        app.suture.runServices(ServiceGraph([Store(log: log)]))

        let error = #expect(throws: SutureVaporError.self) { try app.boot() }
        try await app.asyncShutdown()

        #expect(error?.kind == .synchronousBoot)
        #expect(
            error?.description
                == "The Application booted with boot(), which cannot wait for the services of "
                + "app.suture.runServices(...) to start, so it would serve with none of them started. Fix: boot with "
                + "try await app.asyncBoot() (app.execute() does); in a test, call it before app.testing()."
        )
        #expect(log.all == [])
    }
}

/// What the services did, in order.
final class ServiceLog: Sendable {
    private let events = Mutex<[String]>([])

    func record(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
}

/// A managed service with no dependencies.
final class Store: ManagedService {
    let log: ServiceLog
    init(log: ServiceLog) { self.log = log }
    func start() async throws { log.record("start Store") }
    func shutdown() async throws { log.record("shutdown Store") }
}

/// A managed service that holds the store.
final class Cache: ManagedService {
    let store: Store
    init(store: Store) { self.store = store }
    func start() async throws { store.log.record("start Cache") }
    func shutdown() async throws { store.log.record("shutdown Cache") }
}

/// A managed service that holds the store and fails to start.
final class ColdOven: ManagedService {
    struct Cold: Error, CustomStringConvertible {
        var description: String { "the oven is cold" }
    }

    let store: Store
    init(store: Store) { self.store = store }
    func start() async throws {
        store.log.record("start ColdOven")
        throw Cold()
    }
    func shutdown() async throws { store.log.record("shutdown ColdOven") }
}
