public import Hummingbird
import HummingbirdTesting
public import Logging
public import SutureServiceLifecycle

/// Runs an application for a test as production runs it, and runs `body` against it.
///
/// The application serves `router` on 127.0.0.1, on a port the system picks, after every service of `graph` has
/// started (in dependency order, as `ServiceGraph.serviceGroup(serving:)` runs them). `body` gets `connections`
/// clients, each with a connection of its own. When `body` returns or throws, the clients close, the server stops
/// and the services shut down in reverse order; only then does `withLiveServer` return, so a test can check the order
/// of start and shutdown events, and that no request scope is left alive, right after it.
///
/// ```swift
/// let bodies = try await withLiveServer(router: router, services: graph, connections: 4) { server in
///     try await server.client.get("/cart").body
/// }
/// #expect(middleware.liveScopeCount == 0)
/// ```
///
/// - Parameters:
///   - router: The routes to serve, with their middleware.
///   - graph: The services to start before the server, in dependency order; none by default.
///   - connections: How many clients, each on a connection of its own (at least one).
///   - logger: The logger of the application and the service group.
///   - body: The test, given the running server; what it returns is returned.
/// - Returns: What `body` returned.
/// - Throws: What `body` throws; `ServiceStartError` when a service of `graph` fails to start (the server never
///   listens then); what the application or a service throws while running; `LiveServerError` when the server ended
///   before it listened without an error.
public func withLiveServer<Builder: HTTPResponderBuilder, Value>(
    router: Builder,
    services graph: ServiceGraph = ServiceGraph([]),
    connections: Int = 1,
    logger: Logger = Logger(label: "LiveServer"),
    _ body: (LiveServer) async throws -> Value
) async throws -> Value where Builder.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let application = Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in
            if let port = channel.localAddress?.port { portContinuation.yield(port) }
            portContinuation.finish()
        },
        logger: logger
    )
    let group = graph.serviceGroup(serving: application, gracefulShutdownSignals: [], logger: logger)
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask {
            // However the group ends, nobody waits for a port any more.
            defer { portContinuation.finish() }
            try await group.run()
        }
        var port: Int?
        for await listening in ports {
            port = listening
            break
        }
        guard let port else {
            // The group ended first: its error says why (a service that failed to start), else nothing did.
            try await tasks.waitForAll()
            throw LiveServerError()
        }
        let clients = (0..<max(connections, 1)).map { _ in TestClient(host: "127.0.0.1", port: port) }
        for client in clients { client.connect() }
        let result: Result<Value, any Error>
        do {
            result = .success(try await body(LiveServer(port: port, clients: clients)))
        } catch {
            result = .failure(error)
        }
        for client in clients { try? await client.shutdown() }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        return try result.get()
    }
}
