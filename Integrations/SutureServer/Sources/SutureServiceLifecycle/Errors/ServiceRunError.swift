/// A service of a `ServiceGraph` failed after it had started: its `run()` threw once it was ready, or a
/// `ManagedService`'s `shutdown()` threw.
///
/// The group stops with this error once the other services have stopped.
///
/// A plain `Service` is ready as soon as its `run()` is called, so whatever it throws, but for the `CancellationError`
/// of a group that is stopping, is this error. A failure before readiness is a `ServiceStartError` instead.
public struct ServiceRunError: Error, CustomStringConvertible {
    /// Which step of the service's life failed.
    public enum Step: Sendable, Equatable {
        /// The service's `run()` threw after the service was ready.
        case run
        /// A `ManagedService`'s `shutdown()` threw.
        case shutdown
    }

    /// The type of the service that failed, as it reads in code: `Pump`, or `PostgresClient` for a
    /// `ReadinessChecked(client) { … }` around one.
    public let service: String
    /// The step that failed: `run()` once ready, or `shutdown()`.
    public let step: Step
    /// What that step threw.
    public let underlyingError: any Error

    /// The message: the service, the step that failed and its error, what stops, and how to keep the service up.
    public var description: String {
        switch step {
        case .run:
            return "\(service) failed after it had started: its run() threw: \(underlyingError). The service group "
                + "stops with this error, the services in reverse start order (in the group that "
                + "ServiceGraph.serviceGroup(serving:) makes, the server first). Fix: read the error above; a service that "
                + "must outlive a lost connection or a bad message should recover inside run() (reconnect, retry, "
                + "log and skip) instead of throwing, since every service after it depends on it."
        case .shutdown:
            return "\(service) failed to shut down: its shutdown() threw: \(underlyingError). The services started "
                + "before it still shut down, in reverse order, and the service group ends with this error. Fix: "
                + "make \(service).shutdown() release what it holds without throwing when what it connects to is "
                + "already gone; log what could not be closed instead."
        }
    }
}
