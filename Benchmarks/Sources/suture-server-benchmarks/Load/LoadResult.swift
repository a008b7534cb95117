/// A loopback load run: how many requests, how they went, how fast, and the request scopes left alive.
struct LoadResult {
    let server: String
    let requests: Int
    let connections: Int
    let succeeded: Int
    let failed: Int
    let seconds: Double
    /// Scopes alive once every response had arrived (after at most a second for the last releases to run).
    let liveScopesAfterRun: Int
    /// Scopes alive after the server shut down.
    let liveScopesAfterShutdown: Int

    var requestsPerSecond: Double { seconds > 0 ? Double(succeeded + failed) / seconds : 0 }
}
