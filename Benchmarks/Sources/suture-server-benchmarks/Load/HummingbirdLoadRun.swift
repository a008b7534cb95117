import Hummingbird
import Logging
import ServiceLifecycle
import SutureHummingbird

/// Runs a Hummingbird server with a Suture request scope on 127.0.0.1 and loads it with `LoadClient`.
enum HummingbirdLoadRun {
    static func run(_ client: LoadClient) async throws -> LoadResult {
        let root = ShopRoot()
        let middleware = RequestScopeMiddleware<BasicRequestScopeContext<any ShopRequest>> { root.request() }
        let router = Router(context: BasicRequestScopeContext<any ShopRequest>.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context -> String in
            let scope = try context.requestScope
            return "cart \(scope.cart.number) pantry \(scope.pantry.number)"
        }
        var logger = Logger(label: "suture-server-benchmarks")
        logger.logLevel = .warning
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let serviceGroup = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [application], gracefulShutdownSignals: [], logger: logger)
        )

        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await serviceGroup.run() }
            var port = 0
            for await running in ports { port = running }
            guard port != 0 else {
                await serviceGroup.triggerGracefulShutdown()
                throw BenchmarkFailure("The Hummingbird server did not report its port.")
            }
            let outcome: ConnectionOutcome
            let seconds: Double
            do {
                (outcome, seconds) = try await client.run(port: port)
            } catch {
                await serviceGroup.triggerGracefulShutdown()
                throw error
            }
            let liveAfterRun = await settledLiveScopes(middleware)
            await serviceGroup.triggerGracefulShutdown()
            try await group.waitForAll()
            return LoadResult(
                server: "Hummingbird, RequestScopeMiddleware + subcomponent",
                requests: client.requests,
                connections: client.connections,
                succeeded: outcome.succeeded,
                failed: outcome.failed,
                seconds: seconds,
                liveScopesAfterRun: liveAfterRun,
                liveScopesAfterShutdown: middleware.liveScopeCount
            )
        }
    }

    /// The live scope count once it reaches zero, or after a second: a scope is released right after its response
    /// body is written, which can be just after the client has read the response.
    private static func settledLiveScopes(
        _ middleware: RequestScopeMiddleware<BasicRequestScopeContext<any ShopRequest>>
    ) async -> Int {
        await SettledCount.zeroOrLast(attempts: 100) { middleware.liveScopeCount }
    }
}
