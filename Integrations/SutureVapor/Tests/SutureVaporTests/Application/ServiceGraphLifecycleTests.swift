import Logging
import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import SutureVapor
import Testing
import Vapor
import VaporTesting

/// A graph's services run from a Vapor Application's lifecycle: started in dependency order before the first
/// request, shut down in reverse after the last; a failed start or a synchronous boot stops the app from serving.
@Suite struct ServiceGraphLifecycleTests {
    @Test func services_startInDependencyOrderOnBoot_andShutDownInReverseWithTheApp() async throws {
        let log = EventLog()
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
        let log = EventLog()
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

    // A minute at most: were the app not stopped, the wait for it would never end.
    @Test(.timeLimit(.minutes(1)))
    func aServiceThatFailsWhileTheAppServes_isLoggedAtErrorLevel_andStopsTheApp_andTheOthersShutDown()
        async throws
    {
        let log = EventLog()
        let logs = CapturedLogs()
        let store = Store(log: log)
        let feed = Feed(store: store)
        let app = try await Application.make(.testing)
        app.logger = Logger(label: "ServiceGraphLifecycleTests") { _ in logs.handler }
        app.suture.runServices(ServiceGraph([feed, store]))

        try await app.asyncBoot()
        // What app.execute() waits on: the app runs until something stops it.
        let stopped = app.eventLoopGroup.any().makePromise(of: Void.self)
        app.running = .start(using: stopped)
        feed.breakDown()
        try await stopped.futureResult.get()
        try await app.asyncShutdown()

        #expect(log.all == ["start Store", "feed broke", "shutdown Store"])
        #expect(
            logs.messages(atLeast: .error)
                == [
                    "Feed failed after it had started: its run() threw: the feed lost its connection. The service group "
                        + "stops with this error, the services in reverse start order (in the group that "
                        + "ServiceGraph.serviceGroup(serving:) makes, the server first). Fix: read the error above; a "
                        + "service that must outlive a lost connection or a bad message should recover inside run() "
                        + "(reconnect, retry, log and skip) instead of throwing, since every service after it depends "
                        + "on it."
                ]
        )
    }

    @Test func aSynchronousBoot_isRefused_insteadOfServingWithNoServiceStarted() async throws {
        let log = EventLog()
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

/// A managed service with no dependencies.
final class Store: ManagedService {
    let log: EventLog
    init(log: EventLog) { self.log = log }
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

/// A plain service that holds the store and throws once told to, as a feed that loses its connection does.
final class Feed: Service {
    struct ConnectionLost: Error, CustomStringConvertible {
        var description: String { "the feed lost its connection" }
    }

    let store: Store
    private let breakdown = AsyncStream<Void>.makeStream()
    init(store: Store) { self.store = store }

    /// Makes `run()` throw.
    func breakDown() { breakdown.continuation.yield() }

    func run() async throws {
        for await _ in breakdown.stream { break }
        store.log.record("feed broke")
        throw ConnectionLost()
    }
}
