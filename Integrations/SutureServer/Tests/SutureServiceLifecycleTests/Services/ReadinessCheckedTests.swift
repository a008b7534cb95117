import Logging
import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// `ReadinessChecked`: a service you cannot change, ready once a check succeeds.
@Suite struct ReadinessCheckedTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    @Test func theServicesAfterIt_startOnlyOnceItsCheckSucceeds_inTheOrderOfTheServiceItWraps() async throws {
        let client = SQLClient(log: log)
        let database = ReadinessChecked(client) { try await client.query("SELECT 1") }
        let graph = ServiceGraph([TodoRepository(client: client), database])

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)
            tasks.addTask { try await group.run() }
            try await log.waitFor("serve")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(graph.dependencyOrder.map { "\(type(of: $0))" } == ["ReadinessChecked<SQLClient>", "TodoRepository"])
        #expect(
            log.all == [
                "SELECT 1 answered", "start TodoRepository", "serve",
                "stop serving", "shutdown TodoRepository", "close SQLClient",
            ]
        )
    }

    @Test func aCheckThatThrows_stopsTheGroupWithAnErrorNamingTheService_andStopsThoseBeforeInReverse() async throws {
        let database = Database(log: log)
        let client = SQLClient(log: log, refusesConnections: true)
        let graph = ServiceGraph([
            database,
            ReadinessChecked(client) { try await client.query("SELECT 1") },
            TodoRepository(client: client),
        ])
        let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.service == "SQLClient")
        #expect(error?.step == .readinessCheck)
        #expect(error?.underlyingError is SQLClient.ConnectionRefused)
        #expect(error?.shutDown == ["Database"])
        #expect(
            error?.description
                == "SQLClient failed to start: its readiness check threw: connection refused (127.0.0.1:5432). Nothing "
                + "after it starts; the services started before it are shut down in reverse order (Database), and the "
                + "service group stops with this error. Fix: the services after SQLClient wait for it, so make its "
                + "readiness check succeed: read the error above, and check that what SQLClient connects to is running "
                + "and reachable with the address and credentials it was given. Leave SQLClient out of the services "
                + "given to ServiceGraph only if nothing needs it started (an optional cache, a job that can start "
                + "later)."
        )
        // The client is cancelled once its check fails; the database shuts down after it.
        #expect(log.all == ["start Database", "SQLClient cancelled", "shutdown Database"])
    }

    @Test func aServiceThatThrowsBeforeItsCheckSucceeds_stopsTheGroupWithAnErrorOfItsRun() async throws {
        struct Driver: Service {
            struct Missing: Error, CustomStringConvertible {
                var description: String { "libpq is not installed" }
            }
            func run() async throws { throw Missing() }
        }
        let group = ServiceGraph([ReadinessChecked(Driver()) { try await Latch().wait() }]).serviceGroup(
            serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.service == "Driver")
        #expect(error?.step == .run)
        #expect(error?.underlyingError is Driver.Missing)
        #expect(error?.shutDown == [])
    }

    @Test func onItsOwn_itThrowsWhatTheCheckThrows() async throws {
        let client = SQLClient(log: log, refusesConnections: true)
        let group = ServiceGroup(
            services: [ReadinessChecked(client) { try await client.query("SELECT 1") }], logger: logger)

        await #expect(throws: SQLClient.ConnectionRefused.self) { try await group.run() }
        #expect(log.all == ["SQLClient cancelled"])
    }
}
