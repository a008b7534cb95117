public import ServiceLifecycle

/// A binding with a start and a shutdown, which `ServiceGraph` starts in dependency order and shuts down in reverse.
///
/// ```swift
/// final class Database: ManagedService {
///     func start() async throws { try await pool.connect() }
///     func shutdown() async throws { await pool.close() }
/// }
/// ```
///
/// On its own in a `ServiceGroup`, it starts, waits for graceful shutdown (or cancellation) and shuts down.
public protocol ManagedService: Service {
    /// Gets ready to serve: open connections, warm caches. A throw stops the service group with `ServiceStartError`.
    func start() async throws
    /// Releases what `start()` took; called once, after graceful shutdown or cancellation.
    func shutdown() async throws
}

extension ManagedService {
    /// Starts, waits for graceful shutdown or cancellation, then shuts down.
    public func run() async throws {
        try await start()
        try? await gracefulShutdown()
        try await shutdown()
    }
}
