/// How a `ReadinessReportingService` tells the services after it that they may start.
///
/// A `ServiceGraph` hands one to the service's `run(readiness:)`; on its own in a `ServiceGroup`, the service gets
/// one that does nothing. A test can make one to see when a service reports ready.
public struct ServiceReadiness: Sendable {
    private let onReady: @Sendable () -> Void

    /// A readiness that calls `onReady` each time the service reports ready.
    ///
    /// - Parameter onReady: Called on each report; the graph lets the next service start on the first.
    public init(onReady: @escaping @Sendable () -> Void) {
        self.onReady = onReady
    }

    /// Says that the service is ready: the services after it start.
    ///
    /// Reporting again does nothing more.
    public func reportReady() {
        onReady()
    }
}
