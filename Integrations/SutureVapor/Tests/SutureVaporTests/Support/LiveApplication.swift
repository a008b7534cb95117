import SutureVapor
import Vapor

/// What a run of a live application gave: the test's result and the request scopes counted once the server stopped.
struct LiveRun<Value: Sendable>: Sendable {
    let value: Value
    let createdScopeCount: Int
    let liveScopeCount: Int
}

/// Sends requests to a Vapor application on 127.0.0.1, on a port the system picks.
struct LiveClient: Sendable {
    let application: Application
    let port: Int

    /// Sends `GET path` and returns the response's status and body.
    func get(_ path: String) async throws -> (status: HTTPResponseStatus, body: String) {
        let response = try await application.client.get(URI(string: "http://127.0.0.1:\(port)\(path)"))
        return (response.status, response.body.map { String(buffer: $0) } ?? "")
    }

    /// The request scopes alive once Vapor has let go of the requests answered so far.
    func liveScopeCountOnceSettled() async throws -> Int {
        try await application.liveScopeCountOnceSettled()
    }
}

/// Configures a testing Application with `configure`, serves it on 127.0.0.1, runs `requests`, and shuts it down.
///
/// The scope counts are read after the server has stopped (so Vapor has let go of every request, waiting a bounded
/// time for that) and before the Application shuts down, which clears its storage and the root with it.
func withLiveApplication<Value: Sendable>(
    configure: (Application) throws -> Void,
    _ requests: (LiveClient) async throws -> Value
) async throws -> LiveRun<Value> {
    let app = try await Application.make(.testing)
    let run: Result<LiveRun<Value>, any Error>
    do {
        run = .success(try await serve(app, configure: configure, requests))
    } catch {
        run = .failure(error)
    }
    try await app.asyncShutdown()
    return try run.get()
}

/// Serves `app` until `requests` returns or throws, then stops the server and counts the request scopes.
private func serve<Value: Sendable>(
    _ app: Application,
    configure: (Application) throws -> Void,
    _ requests: (LiveClient) async throws -> Value
) async throws -> LiveRun<Value> {
    app.http.client.configuration.connectionPool = .init(
        idleTimeout: .seconds(60),
        concurrentHTTP1ConnectionsPerHostSoftLimit: 16
    )
    try configure(app)
    try await app.asyncBoot()
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    let value: Value
    do {
        guard let port = app.http.server.shared.localAddress?.port else {
            throw Abort(.internalServerError, reason: "the server has no local port")
        }
        value = try await requests(LiveClient(application: app, port: port))
    } catch {
        await app.server.shutdown()
        throw error
    }
    await app.server.shutdown()
    _ = try await app.liveScopeCountOnceSettled()
    return LiveRun(
        value: value,
        createdScopeCount: app.suture.createdScopeCount,
        liveScopeCount: app.suture.liveScopeCount
    )
}

extension Application {
    /// The request scopes alive once Vapor has let go of the requests answered so far, waiting a bounded time.
    func liveScopeCountOnceSettled() async throws -> Int {
        for _ in 0..<200 where suture.liveScopeCount > 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        return suture.liveScopeCount
    }
}
