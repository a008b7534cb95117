import Logging
import ServiceLifecycle
import SutureRuntime
import SutureServerTestSupport
import SutureServiceLifecycle
import Testing

/// A `ServiceGraph` from a `Container`'s `[any Service]` multibinding.
@Suite struct ServiceGraphContainerTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    @Test func theServiceMultibinding_isOrderedByWhatEachServiceHolds() async throws {
        let log = self.log
        let container = Container {
            Register(EventLog.self) { _ in log }
            Register(Database.self) { r in Database(log: try r.resolve()) }.scope(.singleton)
            Register(Cache.self) { r in Cache(database: try r.resolve()) }.scope(.singleton)
            Register(Mailer.self) { r in Mailer(cache: try r.resolve()) }.scope(.singleton)
            // Contributions in any order: the graph puts each after what it holds.
            Register((any Service).self, into: .set) { r in try r.resolve(Mailer.self) }
            Register((any Service).self, into: .set) { r in try r.resolve(Database.self) }
            Register((any Service).self, into: .set) { r in try r.resolve(Cache.self) }
        }

        let graph = try ServiceGraph(resolvingFrom: container)
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            let group = graph.serviceGroup(serving: FakeServer(log: log), gracefulShutdownSignals: [], logger: logger)
            tasks.addTask { try await group.run() }
            try await log.waitFor("serve")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(graph.dependencyOrder.map { "\(type(of: $0))" } == ["Database", "Cache", "Mailer"])
        #expect(
            log.all == [
                "start Database", "start Cache", "start Mailer", "serve",
                "stop serving", "shutdown Mailer", "shutdown Cache", "shutdown Database",
            ]
        )
    }

    @Test func anEagerSingletonThatFails_isReportedBeforeAnythingStarts() throws {
        struct NoConnection: Error, CustomStringConvertible {
            var description: String { "no connection to the flour mill" }
        }
        let container = Container {
            Register(Database.self) { _ -> Database in throw NoConnection() }.eager()
            Register((any Service).self, into: .set) { r in try r.resolve(Database.self) }
        }

        let error = #expect(throws: ContainerValidationError.self) { try ServiceGraph(resolvingFrom: container) }

        #expect(
            error?.description == """
                1 problem in the container:

                the factory of Database threw: no connection to the flour mill
                  registered at: SutureServiceLifecycleTests/ServiceGraph+ContainerTests.swift:49
                  fix: fix the factory, or handle the error where Database is resolved
                """
        )
    }
}
