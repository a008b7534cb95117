import ServiceLifecycle

/// Runs a server once every service of a graph has started.
struct StartedGate<Server: Service>: Service, CustomStringConvertible {
    let graph: ServiceGraph
    let server: Server

    var description: String { "\(Server.self)" }

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
