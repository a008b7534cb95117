import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Synchronization
import Testing

/// A managed service with no dependencies.
final class Database: ManagedService {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func start() async throws { log.record("start Database") }
    func shutdown() async throws { log.record("shutdown Database") }
}

/// A managed service that holds the database.
final class Cache: ManagedService {
    let database: Database
    init(database: Database) { self.database = database }
    func start() async throws { database.log.record("start Cache") }
    func shutdown() async throws { database.log.record("shutdown Cache") }
}

/// An actor service that holds the cache, two levels above the database.
actor Mailer: ManagedService {
    let cache: Cache
    init(cache: Cache) { self.cache = cache }
    func start() async throws { cache.database.log.record("start Mailer") }
    func shutdown() async throws { cache.database.log.record("shutdown Mailer") }
}

/// A plain `Service` (run until graceful shutdown) that holds the database.
struct Ticker: Service {
    let database: Database
    func run() async throws {
        database.log.record("run Ticker")
        try? await gracefulShutdown()
        database.log.record("stop Ticker")
    }
}

/// A managed service whose start throws.
final class Oven: ManagedService {
    struct Cold: Error, CustomStringConvertible {
        var description: String { "the oven is cold" }
    }

    let database: Database
    init(database: Database) { self.database = database }
    func start() async throws {
        database.log.record("start Oven")
        throw Cold()
    }
    func shutdown() async throws { database.log.record("shutdown Oven") }
}

/// Stands in for an HTTP server: serves until graceful shutdown (it drains its requests: "stop serving"), or until
/// cancelled (it drops them: "serving cancelled").
struct FakeServer: Service {
    let log: EventLog
    func run() async throws {
        log.record("serve")
        do {
            try await gracefulShutdown()
            log.record("stop serving")
        } catch {
            log.record("serving cancelled")
        }
    }
}

/// Stands in for a server that does one job and returns, as a batch job or a one-shot command does.
struct OneShotServer: Service {
    let log: EventLog
    func run() async throws { log.record("serve once") }
}

/// Runs `group` until a service of `graph` has failed to start, gives a service that would end on its own the time
/// to do so (the group would then throw "finished unexpectedly"), and shuts the group down; throws what it throws.
func runPastAFailedStart(_ group: ServiceGroup, of graph: ServiceGraph) async throws {
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        await #expect(throws: ServiceStartError.self) { try await graph.waitUntilStarted() }
        try await Task.sleep(for: .milliseconds(50))
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
    }
}

/// A plain `Service` that holds the database and throws once told to, as a worker that loses its connection does.
final class Pump: Service {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the pump broke" }
    }

    let database: Database
    private let breakdown = Latch()
    init(database: Database) { self.database = database }

    /// Makes `run()` throw.
    func breakDown() { breakdown.open() }

    func run() async throws {
        try await breakdown.wait()
        database.log.record("pump broke")
        throw Broken()
    }
}

/// A service of our own that reports ready once its index is loaded.
final class SearchIndex: ReadinessReportingService {
    let log: EventLog
    let load: @Sendable () async throws -> Void

    init(log: EventLog, load: @escaping @Sendable () async throws -> Void) {
        self.log = log
        self.load = load
    }

    func run(readiness: ServiceReadiness) async throws {
        try await load()
        log.record("SearchIndex ready")
        readiness.reportReady()
        try? await gracefulShutdown()
        log.record("stop SearchIndex")
    }
}

/// A managed service that holds the search index, so it starts once the index is ready.
final class Search: ManagedService {
    let index: SearchIndex
    init(index: SearchIndex) { self.index = index }
    func start() async throws { index.log.record("start Search") }
    func shutdown() async throws { index.log.record("shutdown Search") }
}

/// Stands in for PostgresClient, a plain `Service` of a package you cannot change: its queries wait until it runs, and
/// fail while its database refuses connections.
final class SQLClient: Service {
    struct ConnectionRefused: Error, CustomStringConvertible {
        var description: String { "connection refused (127.0.0.1:5432)" }
    }

    let log: EventLog
    let refusesConnections: Bool
    private let running = Latch()

    init(log: EventLog, refusesConnections: Bool = false) {
        self.log = log
        self.refusesConnections = refusesConnections
    }

    func run() async throws {
        running.open()
        do {
            try await gracefulShutdown()
            log.record("close SQLClient")
        } catch {
            log.record("SQLClient cancelled")
        }
    }

    /// Runs `sql` once the client runs, and returns the rows (which PostgresClient lets a caller discard).
    @discardableResult
    func query(_ sql: String) async throws -> [String] {
        try await running.wait()
        if refusesConnections { throw ConnectionRefused() }
        log.record("\(sql) answered")
        return ["1"]
    }
}

/// A managed service that holds the SQL client.
final class TodoRepository: ManagedService {
    let client: SQLClient
    init(client: SQLClient) { self.client = client }
    func start() async throws { client.log.record("start TodoRepository") }
    func shutdown() async throws { client.log.record("shutdown TodoRepository") }
}
