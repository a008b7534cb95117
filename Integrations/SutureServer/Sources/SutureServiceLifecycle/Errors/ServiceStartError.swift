/// A service of a `ServiceGraph` failed to start, so nothing after it starts and the service group stops with this
/// error, once the services started before it have stopped in reverse order.
///
/// A `ManagedService` fails to start when its `start()` throws; a `ReadinessReportingService` when its `run()` throws
/// or returns before it reports ready; a `ReadinessChecked` service when its readiness check throws, or when the
/// service's `run()` throws or returns before the check has succeeded. A plain `Service` counts as started once its
/// `run()` is called, so what it throws later is a `ServiceRunError`.
public struct ServiceStartError: Error, CustomStringConvertible {
    /// Which step of starting the service failed.
    public enum Step: Sendable, Equatable {
        /// A `ManagedService`'s `start()` threw.
        case start
        /// The service's `run()` threw, or returned, before the service was ready.
        case run
        /// The readiness check of a `ReadinessChecked` service threw.
        case readinessCheck
    }

    /// The type of the service that failed, as it reads in code: `Database`, or `PostgresClient` for a
    /// `ReadinessChecked(client) { … }` around one.
    public let service: String
    /// The step that failed: `start()`, `run()` before readiness, or the readiness check.
    public let step: Step
    /// What that step threw; when `run()` returned before the service was ready, an error that says so.
    public let underlyingError: any Error
    /// The services that had started before it, latest first: the order in which they stop, after the server and the
    /// services after it (which never started), before the group ends with this error.
    public let shutDown: [String]

    /// The message: the service, the step that failed and its error, what stops, and how to make the start succeed.
    public var description: String {
        let stopped =
            shutDown.isEmpty
            ? "no service had started before it"
            : "the services started before it are shut down in reverse order (\(shutDown.joined(separator: ", ")))"
        return "\(service) failed to start: \(failure): \(underlyingError). Nothing after it starts; \(stopped), and "
            + "the service group stops with this error. Fix: the services after \(service) wait for it, so make "
            + "\(remedy): read the error above, and check that what \(service) connects to is running and reachable "
            + "with the address and credentials it was given. Leave \(service) out of the services given to "
            + "ServiceGraph only if nothing needs it started (an optional cache, a job that can start later)."
    }

    /// What failed, as the message says it.
    private var failure: String {
        switch step {
        case .start: "its start() threw"
        case .run: "its run() ended before it was ready"
        case .readinessCheck: "its readiness check threw"
        }
    }

    /// What has to succeed, as the fix says it.
    private var remedy: String {
        switch step {
        case .start: "\(service).start() succeed"
        case .run: "\(service).run() get ready instead of ending"
        case .readinessCheck: "its readiness check succeed"
        }
    }
}
