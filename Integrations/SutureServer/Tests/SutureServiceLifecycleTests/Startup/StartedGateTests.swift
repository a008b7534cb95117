import Logging
import ServiceLifecycle
import SutureServerTestSupport
import Testing

@testable import SutureServiceLifecycle

/// The gate that holds a graph's server back until its services have started.
@Suite struct StartedGateTests {
    let log = EventLog()
    let logger = Logger(label: "SutureServiceLifecycleTests")

    @Test func whenAServiceFailsToStart_theGateNeverServes_andWaitsForTheGroupToStopIt() async throws {
        let oven = Oven(database: Database(log: log))
        let graph = ServiceGraph([oven])
        // The group ignores Oven's failure, so it stops only when asked: a gate that ended on its own once Oven
        // failed would make it throw "finished unexpectedly" (and, in a group that stops on the failure, that error
        // could race Oven's own).
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: graph.services[0], failureTerminationBehavior: .ignore),
                    .init(service: StartedGate(graph: graph, server: FakeServer(log: log))),
                ],
                logger: logger
            )
        )

        try await runPastAFailedStart(group, of: graph)

        #expect(log.all == ["start Oven"])
    }

    @Test func onceEveryServiceHasStarted_theGateServes_andDescribesItselfAsTheServer() async throws {
        let database = Database(log: log)
        let graph = ServiceGraph([database])
        let gate = StartedGate(graph: graph, server: FakeServer(log: log))
        let group = ServiceGroup(services: graph.services + [gate], logger: logger)

        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            try await log.waitFor("serve")
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }

        #expect(gate.description == "FakeServer")
        #expect(log.all == ["start Database", "serve", "stop serving", "shutdown Database"])
    }
}
