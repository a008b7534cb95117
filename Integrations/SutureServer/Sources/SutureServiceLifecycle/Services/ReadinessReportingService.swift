public import ServiceLifecycle

/// A `Service` that says when it is ready, so that the services after it in a `ServiceGraph` start then, and not as
/// soon as its `run()` is called.
///
/// ```swift
/// final class SearchIndex: ReadinessReportingService {
///     func run(readiness: ServiceReadiness) async throws {
///         try await load()
///         readiness.reportReady()
///         try? await gracefulShutdown()
///     }
/// }
/// ```
///
/// If `run(readiness:)` throws or returns before it reports ready, the graph stops with `ServiceStartError`
/// (step `.run`); what it throws after that is passed on as it is. For a service you cannot change, wrap it in
/// `ReadinessChecked`. On its own in a `ServiceGroup`, it runs with a readiness that does nothing.
public protocol ReadinessReportingService: Service {
    /// Runs the service, calling `readiness.reportReady()` once the services after it may use it.
    func run(readiness: ServiceReadiness) async throws
}

extension ReadinessReportingService {
    /// Runs the service with a readiness that does nothing, as a `ServiceGroup` of its own runs it.
    public func run() async throws {
        try await run(readiness: ServiceReadiness {})
    }
}
