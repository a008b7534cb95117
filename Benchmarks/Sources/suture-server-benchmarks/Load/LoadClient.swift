import NIOCore
import NIOHTTP1
import NIOPosix

/// Sends `requests` requests to 127.0.0.1:`port` over `connections` keep-alive connections and waits for them.
struct LoadClient {
    let requests: Int
    let connections: Int
    let path: String

    /// Every connection's outcome added up, and how long the run took.
    func run(port: Int) async throws -> (outcome: ConnectionOutcome, seconds: Double) {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let clock = ContinuousClock()
        let start = clock.now
        var total = ConnectionOutcome()
        do {
            var futures: [EventLoopFuture<ConnectionOutcome>] = []
            for index in 0..<connections {
                let count = requests / connections + (index < requests % connections ? 1 : 0)
                let done = group.next().makePromise(of: ConnectionOutcome.self)
                let path = self.path
                let bootstrap = ClientBootstrap(group: group)
                    .channelOption(.socketOption(.so_reuseaddr), value: 1)
                    .channelOption(.tcpOption(.tcp_nodelay), value: 1)
                    .channelInitializer { channel in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHTTPClientHandlers()
                            try channel.pipeline.syncOperations.addHandler(
                                KeepAliveRequester(path: path, count: count, done: done))
                        }
                    }
                do {
                    _ = try await bootstrap.connect(host: "127.0.0.1", port: port).get()
                } catch {
                    done.succeed(ConnectionOutcome(succeeded: 0, failed: count))
                }
                futures.append(done.futureResult)
            }
            for future in futures {
                let outcome = try await future.get()
                total.succeeded += outcome.succeeded
                total.failed += outcome.failed
            }
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        let elapsed = clock.now - start
        try await group.shutdownGracefully()
        let (seconds, attoseconds) = elapsed.components
        return (total, Double(seconds) + Double(attoseconds) / 1e18)
    }
}
