import ServiceLifecycle

/// Runs a server once every service of a graph has started; the services shut down only after the server has ended.
struct StartedGate: Service, CustomStringConvertible {
    let graph: ServiceGraph
    let server: any Service

    var description: String { "\(type(of: server))" }

    func run() async throws {
        let position = graph.dependencyOrder.count
        switch await graph.state.waitForTurn(of: position) {
        case .ready: break
        case .failed:
            // The failed service reports it and the group stops this gate; the server never starts. Ending before that
            // would race that error (the group would report the server as finished unexpectedly).
            try? await gracefulShutdown()
            return
        case .abandoned: return
        }
        defer { graph.state.markEnded(position) }
        try await server.run()
    }
}
