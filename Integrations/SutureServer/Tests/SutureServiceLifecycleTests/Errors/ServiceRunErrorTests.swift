import Logging
import ServiceLifecycle
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// A service that fails after it has started is named: `ServiceRunError` says which service, which step, and what it
/// threw, whatever kind of service it is.
@Suite struct ServiceRunErrorTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    /// What `body` threw, or nil.
    static func thrown(_ body: () async throws -> Void) async -> (any Error)? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    /// A service of our own that reports ready, then throws once told to, as a consumer whose queue goes away does.
    final class QueueConsumer: ReadinessReportingService {
        struct QueueGone: Error, CustomStringConvertible {
            var description: String { "the queue was deleted" }
        }

        let log: EventLog
        let failure = Latch()
        init(log: EventLog) { self.log = log }

        func run(readiness: ServiceReadiness) async throws {
            readiness.reportReady()
            log.record("consume")
            try await failure.wait()
            throw QueueGone()
        }
    }

    /// A managed service that holds the database and whose shutdown throws.
    final class Freezer: ManagedService {
        struct DoorStuck: Error, CustomStringConvertible {
            var description: String { "the door is stuck" }
        }

        let database: Database
        init(database: Database) { self.database = database }
        func start() async throws { database.log.record("start Freezer") }
        func shutdown() async throws {
            database.log.record("shutdown Freezer")
            throw DoorStuck()
        }
    }

    @Test func aPlainServiceThatThrowsOnceStarted_endsTheGroupWithAnErrorNamingIt() async throws {
        let database = Database(log: log)
        let pump = Pump(database: database)
        let group = ServiceGraph([database, pump])
            .serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await Self.thrown {
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try await group.run() }
                try await log.waitFor("serve")
                pump.breakDown()
                try await tasks.waitForAll()
            }
        }

        let failure = try #require(error as? ServiceRunError)
        #expect(failure.service == "Pump")
        #expect(failure.step == .run)
        #expect(failure.underlyingError is Pump.Broken)
        #expect(
            failure.description
                == "Pump failed after it had started: its run() threw: the pump broke. The service group stops with "
                + "this error, the services in reverse start order (in the group that "
                + "ServiceGraph.serviceGroup(serving:) makes, the server first). Fix: read the error above; a service "
                + "that must outlive a lost connection or a bad message should recover inside run() (reconnect, retry, "
                + "log and skip) instead of throwing, since every service after it depends on it."
        )
        #expect(log.all == ["start Database", "serve", "pump broke", "stop serving", "shutdown Database"])
    }

    @Test func aReadinessReportingServiceThatThrowsAfterItWasReady_isNamedToo() async throws {
        let consumer = QueueConsumer(log: log)
        let group = ServiceGraph([consumer])
            .serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await Self.thrown {
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try await group.run() }
                try await log.waitFor("serve")
                consumer.failure.open()
                try await tasks.waitForAll()
            }
        }

        let failure = try #require(error as? ServiceRunError)
        #expect(failure.service == "QueueConsumer")
        #expect(failure.step == .run)
        #expect("\(failure.underlyingError)" == "the queue was deleted")
        #expect(Set(log.all) == ["consume", "serve", "stop serving"])
    }

    @Test func aManagedServiceWhoseShutdownThrows_isNamed_andTheServicesBeforeItStillShutDown() async throws {
        let database = Database(log: log)
        let group = ServiceGraph([Freezer(database: database), database])
            .serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)

        let error = await Self.thrown {
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try await group.run() }
                try await log.waitFor("serve")
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
            }
        }

        let failure = try #require(error as? ServiceRunError)
        #expect(failure.step == .shutdown)
        #expect(
            failure.description
                == "Freezer failed to shut down: its shutdown() threw: the door is stuck. The services started before "
                + "it still shut down, in reverse order, and the service group ends with this error. Fix: make "
                + "Freezer.shutdown() release what it holds without throwing when what it connects to is already "
                + "gone; log what could not be closed instead."
        )
        #expect(
            log.all == [
                "start Database", "start Freezer", "serve", "stop serving", "shutdown Freezer", "shutdown Database",
            ])
    }
}
