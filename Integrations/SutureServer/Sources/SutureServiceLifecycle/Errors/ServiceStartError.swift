/// A service of a `ServiceGraph` failed to start; the services started before it were shut down in reverse order.
public struct ServiceStartError: Error, CustomStringConvertible {
    /// The type of the service that failed, as it reads in code: `Database`.
    public let service: String
    /// What its `start()` threw.
    public let underlyingError: any Error
    /// The services that had started before it and were shut down, in the order they were shut down.
    public let shutDown: [String]

    /// The message, with the service, the cause and the fix.
    public var description: String {
        let stopped = shutDown.isEmpty ? "none had started before it" : "shut down: \(shutDown.joined(separator: ", "))"
        return "\(service) failed to start: \(underlyingError). The services started before it were shut down in "
            + "reverse order (\(stopped)), and the service group stops with this error. Fix: make \(service).start() "
            + "succeed (is what it connects to reachable?), or leave \(service) out of the services given to ServiceGraph."
    }
}
