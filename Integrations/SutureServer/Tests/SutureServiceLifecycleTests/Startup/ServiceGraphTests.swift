import Logging
import ServiceLifecycle
import SutureRuntime
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// A `ServiceGraph` in a real `ServiceGroup`: ordered starts, reverse shutdown, errors that stop the group.
@Suite struct ServiceGraphTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    /// Runs the group until the server serves, then shuts it down gracefully and waits for it to finish.
    func runUntilServing(_ group: ServiceGroup) async throws {
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("serve")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }

    @Test func managedServices_startInDependencyOrderBeforeTheServer_andShutDownInReverseAfterIt() async throws {
        let database = Database(log: log)
        let cache = Cache(database: database)
        let mailer = Mailer(cache: cache)
        let graph = ServiceGraph([mailer, cache, database])

        try await runUntilServing(
            graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger))

        #expect(
            log.all == [
                "start Database", "start Cache", "start Mailer", "serve",
                "stop serving", "shutdown Mailer", "shutdown Cache", "shutdown Database",
            ]
        )
    }

    @Test func aServerThatEnds_shutsTheGroupDownGracefully_whenItsConfigurationSaysSo() async throws {
        let database = Database(log: log)
        let cache = Cache(database: database)
        let graph = ServiceGraph([cache, database])
        var configuration = ServiceGroupConfiguration(services: [any Service](), logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(10)

        // A server that answers its one job and returns: with `.gracefullyShutdownGroup` the group shuts down in order
        // and ends without an error, where the default (`.cancelGroup`) reports the server as finished unexpectedly.
        try await graph.serviceGroup(
            serving: .init(service: OneShotServer(log: log), successTerminationBehavior: .gracefullyShutdownGroup),
            configuration: configuration
        ).run()

        #expect(log.all == ["start Database", "start Cache", "serve once", "shutdown Cache", "shutdown Database"])
    }

    @Test func aServerThatEnds_stopsTheGroupWithAnError_underTheDefaultConfiguration() async throws {
        let graph = ServiceGraph([Database(log: log)])

        await #expect(throws: ServiceGroupError.self) {
            try await graph.serviceGroup(serving: OneShotServer(log: log), gracefulShutdownSignals: [], logger: logger)
                .run()
        }
    }

    @Test func plainServices_runAfterTheServicesTheyHold_andStopBeforeThem() async throws {
        let database = Database(log: log)
        let graph = ServiceGraph([Ticker(database: database), database])

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = ServiceGroup(services: graph.services, logger: logger)
            tasks.addTask { try await group.run() }
            try await log.waitFor("run Ticker")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(log.all == ["start Database", "run Ticker", "stop Ticker", "shutdown Database"])
    }

    @Test func aServiceThatFailsToStart_stopsTheGroupWithAnErrorNamingIt_andShutsDownThoseBefore() async throws {
        let database = Database(log: log)
        let oven = Oven(database: database)
        let cache = Cache(database: database)
        let graph = ServiceGraph([database, oven, cache])
        let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.service == "Oven")
        #expect(error?.step == .start)
        #expect(error?.shutDown == ["Database"])
        #expect(
            error?.description
                == "Oven failed to start: its start() threw: the oven is cold. Nothing after it starts; the services "
                + "started before it are shut down in reverse order (Database), and the service group stops with this "
                + "error. Fix: the services after Oven wait for it, so make Oven.start() succeed: read the error "
                + "above, and check that what Oven connects to is running and reachable with the address and "
                + "credentials it was given. Leave Oven out of the services given to ServiceGraph only if nothing "
                + "needs it started (an optional cache, a job that can start later)."
        )
        #expect(log.all == ["start Database", "start Oven", "shutdown Database"])
    }

    @Test func aPlainServiceThatFailsWhileServing_stopsTheServerFirst_thenShutsDownTheManagedServicesInReverse()
        async throws
    {
        let database = Database(log: log)
        let pump = Pump(database: database)
        let graph = ServiceGraph([database, Cache(database: database), pump])
        let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("serve")
            pump.breakDown()
            // After the services were ready, its error names it (see ServiceRunErrorTests).
            await #expect(throws: ServiceRunError.self) { try await tasks.waitForAll() }
        }

        // The server drains its requests (it is not cancelled) before the services it uses shut down, latest first.
        #expect(
            log.all == [
                "start Database", "start Cache", "serve",
                "pump broke", "stop serving", "shutdown Cache", "shutdown Database",
            ]
        )
    }

    @Test func inAGroupThatCancelsOnAFailure_managedServicesStillShutDownAfterThoseThatStartedAfterThem() async throws {
        let database = Database(log: log)
        let pump = Pump(database: database)
        let graph = ServiceGraph([database, Cache(database: database), pump])
        // A group of its own, as Vapor's lifecycle handler makes: a failure cancels every service at once.
        let group = ServiceGroup(services: graph.services, logger: logger)
        pump.breakDown()

        await #expect(throws: ServiceRunError.self) { try await group.run() }

        #expect(log.all == ["start Database", "start Cache", "pump broke", "shutdown Cache", "shutdown Database"])
    }

    @Test func inAGroupThatCancelsOnAFailure_plainServicesToo_stopOnlyAfterThoseThatStartedAfterThem() async throws {
        let database = Database(log: log)
        let pump = Pump(database: database)
        // Ticker is plain and starts before Cache: the cancellation reaches it once Cache (and Pump) have ended.
        let graph = ServiceGraph([database, Ticker(database: database), Cache(database: database), pump])
        let group = ServiceGroup(services: graph.services, logger: logger)

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("run Ticker")
            try await log.waitFor("start Cache")
            pump.breakDown()
            await #expect(throws: ServiceRunError.self) { try await tasks.waitForAll() }
        }

        // Ticker runs and Cache starts in either order; the stops follow the start order backwards.
        #expect(Set(log.all.prefix(3)) == ["start Database", "run Ticker", "start Cache"])
        #expect(Array(log.all.dropFirst(3)) == ["pump broke", "shutdown Cache", "stop Ticker", "shutdown Database"])
    }

    @Test func theServicesAfterAFailedOne_waitForTheGroupToStopThem_soTheGroupReportsOnlyTheFailure() async throws {
        let database = Database(log: log)
        let graph = ServiceGraph([database, Oven(database: database), Cache(database: database)])
        let services = graph.services
        // The group ignores Oven's failure, so it stops only when asked: a service that ended on its own once Oven
        // failed would make it throw "finished unexpectedly" (and, in a group that stops on the failure, that error
        // could race Oven's own).
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: services[0]),
                    .init(service: services[1], failureTerminationBehavior: .ignore),
                    .init(service: services[2]),
                ],
                logger: logger
            )
        )

        try await runPastAFailedStart(group, of: graph)

        #expect(log.all == ["start Database", "start Oven", "shutdown Database"])
    }

    @Test func theFirstServiceFailing_saysNoneHadStarted() async throws {
        let oven = Oven(database: Database(log: log))
        let group = ServiceGraph([oven]).serviceGroup(
            serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await #expect(throws: ServiceStartError.self) { try await group.run() }

        #expect(error?.shutDown == [])
        #expect(
            error?.description
                == "Oven failed to start: its start() threw: the oven is cold. Nothing after it starts; no service had "
                + "started before it, and the service group stops with this error. Fix: the services after Oven wait "
                + "for it, so make Oven.start() succeed: read the error above, and check that what Oven connects to is "
                + "running and reachable with the address and credentials it was given. Leave Oven out of the services "
                + "given to ServiceGraph only if nothing needs it started (an optional cache, a job that can start "
                + "later)."
        )
        #expect(log.all == ["start Oven"])
    }

    @Test func waitUntilStarted_rethrowsTheStartError() async throws {
        let graph = ServiceGraph([Oven(database: Database(log: log))])

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = ServiceGroup(services: graph.services, logger: logger)
            tasks.addTask { try? await group.run() }
            await #expect(throws: ServiceStartError.self) { try await graph.waitUntilStarted() }
            try await tasks.waitForAll()
        }
    }

    @Test func aManagedServiceOnItsOwn_startsAndShutsDownInAPlainServiceGroup() async throws {
        let group = ServiceGroup(services: [Database(log: log)], logger: logger)

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("start Database")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(log.all == ["start Database", "shutdown Database"])
    }
}
