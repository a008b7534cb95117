import ServiceLifecycle

/// Runs a server once every service of a graph has started.
struct StartedGate: Service, CustomStringConvertible {
    let graph: ServiceGraph
    let server: any Service

    var description: String { "\(type(of: server))" }

    func run() async throws {
        do {
            try await graph.waitUntilStarted()
        } catch is ServiceStartError {
            // The failed service reports it and the group cancels this gate; the server never starts. Ending before
            // the cancellation would race that error (the group would report the server as finished unexpectedly).
            try? await gracefulShutdown()
            return
        } catch is CancellationError {
            return
        }
        try await server.run()
    }
}
