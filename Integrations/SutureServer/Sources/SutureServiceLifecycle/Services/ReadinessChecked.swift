public import ServiceLifecycle

/// A service you cannot change, made to report readiness: it is ready once `check` succeeds, and the services after it
/// in a `ServiceGraph` start then.
///
/// ```swift
/// let database = ReadinessChecked(client) { try await client.query("SELECT 1") }
/// let graph = ServiceGraph([TodoRepository(client: client), database])
/// ```
///
/// The check runs once, alongside the service's `run()`, as soon as that has been called; to wait for a database that
/// comes up later, retry inside it. If the check throws, the service is cancelled and the graph stops with
/// `ServiceStartError` (step `.readinessCheck`) naming the wrapped service; if the service's `run()` throws or returns
/// first, with step `.run`. A graceful shutdown cancels a check that has not finished. The graph orders the wrapper
/// by the wrapped instance: a service that holds `client` comes after it.
public struct ReadinessChecked<Wrapped: Service>: ReadinessReportingService, CustomStringConvertible {
    /// The service that runs.
    public let service: Wrapped
    private let check: @Sendable () async throws -> Void

    /// Runs `service`, ready once `check` returns.
    ///
    /// - Parameters:
    ///   - service: The service to run, which cannot report readiness itself.
    ///   - check: Returns once the service is ready, such as when a port answers; what it throws fails the start.
    public init(_ service: Wrapped, check: @escaping @Sendable () async throws -> Void) {
        self.service = service
        self.check = check
    }

    /// The wrapped service's type, as the graph and the service group name it.
    public var description: String { "\(type(of: service))" }

    /// Runs the service and the check side by side; reports ready once the check returns.
    ///
    /// - Parameter readiness: What the service reports ready through, once the check returns.
    /// - Throws: What the service or the check throws.
    public func run(readiness: ServiceReadiness) async throws {
        let service = self.service
        let check = self.check
        try await withThrowingTaskGroup(of: Progress.self) { group in
            group.addTask {
                try await service.run()
                return .serviceEnded
            }
            group.addTask {
                do {
                    try await cancelWhenGracefulShutdown { try await check() }
                    return .checkPassed
                } catch {
                    // Stopped before it finished: not the check's failure.
                    if Task.isCancelled || Task.isShuttingDownGracefully { return .checkAbandoned }
                    throw ReadinessCheckFailure(underlyingError: error)
                }
            }
            // A throw from either ends the body, which cancels the other and waits for it.
            while let progress = try await group.next() {
                switch progress {
                case .checkPassed: readiness.reportReady()
                case .checkAbandoned: continue
                case .serviceEnded: group.cancelAll()
                }
            }
        }
    }

    /// Runs the service and the check, as a `ServiceGroup` of its own runs it; throws what the check throws as it is.
    public func run() async throws {
        do {
            try await run(readiness: ServiceReadiness {})
        } catch let failure as ReadinessCheckFailure {
            throw failure.underlyingError
        }
    }

    /// How far the service and its check have come.
    private enum Progress: Sendable {
        case serviceEnded
        case checkPassed
        case checkAbandoned
    }
}

extension ReadinessChecked: WrappingService {
    var wrappedService: any Service { service }
}
