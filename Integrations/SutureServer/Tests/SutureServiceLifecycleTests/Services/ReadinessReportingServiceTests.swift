import Logging
import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// A `ReadinessReportingService` in a `ServiceGraph`: the services after it wait for its readiness, not its `run()`.
@Suite struct ReadinessReportingServiceTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    @Test func theServicesAfterIt_startOnlyOnceItReportsReady() async throws {
        let loaded = Latch()
        let log = self.log
        let index = SearchIndex(log: log) {
            log.record("load SearchIndex")
            try await loaded.wait()
        }
        let graph = ServiceGraph([Search(index: index), index])

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)
            tasks.addTask { try await group.run() }
            try await log.waitFor("load SearchIndex")
            loaded.open()
            try await log.waitFor("serve")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(
            log.all == [
                "load SearchIndex", "SearchIndex ready", "start Search", "serve",
                "stop serving", "shutdown Search", "stop SearchIndex",
            ]
        )
    }

    @Test func aRunThatThrowsBeforeItIsReady_stopsTheGroupWithAnErrorNamingIt_andThoseBeforeInReverse() async throws {
        struct Corrupt: Error, CustomStringConvertible {
            var description: String { "the index file is corrupt" }
        }
        let database = Database(log: log)
        let index = SearchIndex(log: log) { throw Corrupt() }
        let graph = ServiceGraph([database, Ticker(database: database), index, Search(index: index)])
        let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.service == "SearchIndex")
        #expect(error?.step == .run)
        #expect(error?.shutDown == ["Ticker", "Database"])
        #expect(
            error?.description
                == "SearchIndex failed to start: its run() ended before it was ready: the index file is corrupt. "
                + "Nothing after it starts; the services started before it are shut down in reverse order (Ticker, "
                + "Database), and the service group stops with this error. Fix: the services after SearchIndex wait "
                + "for it, so make SearchIndex.run() get ready instead of ending: read the error above, and check that "
                + "what SearchIndex connects to is running and reachable with the address and credentials it was "
                + "given. Leave SearchIndex out of the services given to ServiceGraph only if nothing needs it started "
                + "(an optional cache, a job that can start later)."
        )
        #expect(log.all == ["start Database", "run Ticker", "stop Ticker", "shutdown Database"])
    }

    @Test func aRunThatReturnsBeforeItIsReady_stopsTheGroupWithAnErrorNamingIt() async throws {
        struct Migration: ReadinessReportingService {
            func run(readiness: ServiceReadiness) async throws {}
        }
        let group = ServiceGraph([Migration()]).serviceGroup(
            serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.step == .run)
        #expect(
            error?.description
                == "Migration failed to start: its run() ended before it was ready: it returned without an error. "
                + "Nothing after it starts; no service had started before it, and the service group stops with this "
                + "error. Fix: the services after Migration wait for it, so make Migration.run() get ready instead of "
                + "ending: read the error above, and check that what Migration connects to is running and reachable "
                + "with the address and credentials it was given. Leave Migration out of the services given to "
                + "ServiceGraph only if nothing needs it started (an optional cache, a job that can start later)."
        )
        #expect(log.all == [])
    }

    @Test func aGracefulShutdownBeforeItIsReady_endsTheGroupWithoutAnError() async throws {
        let log = self.log
        let index = SearchIndex(log: log) {
            log.record("load SearchIndex")
            try await cancelWhenGracefulShutdown { try await Latch().wait() }
        }
        let graph = ServiceGraph([index, Search(index: index)])

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)
            tasks.addTask { try await group.run() }
            try await log.waitFor("load SearchIndex")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(log.all == ["load SearchIndex"])
    }

    @Test func onItsOwn_itRunsWithAReadinessThatDoesNothing() async throws {
        let log = self.log
        let index = SearchIndex(log: log) { log.record("load SearchIndex") }
        let group = ServiceGroup(services: [index], logger: logger)

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("SearchIndex ready")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(log.all == ["load SearchIndex", "SearchIndex ready", "stop SearchIndex"])
    }
}
