import SutureVapor
import Vapor

/// Runs a Vapor server with `req.suture` request scopes on 127.0.0.1 and loads it with `LoadClient`.
enum VaporLoadRun {
    static func run(_ client: LoadClient) async throws -> LoadResult {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        let root = ShopRoot()
        app.suture.use(root) { root, _ in root.request() }
        app.get("cart") { req -> String in
            let scope = try req.suture.scope(as: (any ShopRequest).self)
            return "cart \(scope.cart.number) pantry \(scope.pantry.number)"
        }
        do {
            let result = try await serve(app, client)
            try await app.asyncShutdown()
            return result
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    private static func serve(_ app: Application, _ client: LoadClient) async throws -> LoadResult {
        try await app.asyncBoot()
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let outcome: ConnectionOutcome
        let seconds: Double
        do {
            guard let port = app.http.server.shared.localAddress?.port else {
                throw BenchmarkFailure("The Vapor server did not report its port.")
            }
            (outcome, seconds) = try await client.run(port: port)
        } catch {
            await app.server.shutdown()
            throw error
        }
        let liveAfterRun = await settledLiveScopes(app)
        await app.server.shutdown()
        let liveAfterShutdown = await settledLiveScopes(app)
        return LoadResult(
            server: "Vapor, req.suture + subcomponent",
            requests: client.requests,
            connections: client.connections,
            succeeded: outcome.succeeded,
            failed: outcome.failed,
            seconds: seconds,
            liveScopesAfterRun: liveAfterRun,
            liveScopesAfterShutdown: liveAfterShutdown
        )
    }

    /// The live scope count once it reaches zero, or after two seconds: Vapor lets go of a request, and its scope,
    /// shortly after the response is written.
    private static func settledLiveScopes(_ app: Application) async -> Int {
        await SettledCount.zeroOrLast(attempts: 200) { app.suture.liveScopeCount }
    }
}
