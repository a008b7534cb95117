import ServiceLifecycle

/// One service of a `ServiceGraph` as a service group runs it: it starts once the services before it have, and counts
/// as started when a managed service's `start()` returns, when a `ReadinessReportingService` reports ready, or, for a
/// plain `Service`, as soon as its `run()` is called.
struct OrderedService: Service, CustomStringConvertible {
    let service: any Service
    let position: Int
    let state: StartupState

    var description: String { serviceName(of: service) }

    func run() async throws {
        switch await state.waitForTurn(of: position) {
        case .ready: break
        case .failed:
            // The failed service throws and the group stops the others. Ending before that would race its error: the
            // group would report this service as finished unexpectedly instead of the service that failed.
            try? await gracefulShutdown()
            return
        case .abandoned: return
        }
        defer { state.markEnded(position) }
        if let managed = service as? any ManagedService {
            try await run(managed)
        } else if let reporting = service as? any ReadinessReportingService {
            try await run(reporting)
        } else {
            state.markStarted(position)
            let service = self.service
            do {
                try await runShielded { try await service.run() }
            } catch {
                throw failedWhileRunning(error)
            }
        }
    }

    /// Starts `managed`, waits for graceful shutdown or cancellation, and shuts it down once the services after it and
    /// the server have ended.
    private func run(_ managed: any ManagedService) async throws {
        do {
            try await managed.start()
        } catch {
            if Self.isStopping && error is CancellationError { return }
            throw fail(.start, error)
        }
        state.markStarted(position)
        // Graceful shutdown or cancellation: either way, shut down, after what began later.
        try? await gracefulShutdown()
        await state.waitUntilLaterServicesEnded(after: position)
        do {
            try await managed.shutdown()
        } catch {
            throw ServiceRunError(service: description, step: .shutdown, underlyingError: error)
        }
    }

    /// Runs `service` until it ends; the services after it start once it reports ready.
    private func run(_ service: any ReadinessReportingService) async throws {
        let state = self.state
        let position = self.position
        do {
            try await runShielded {
                try await service.run(readiness: ServiceReadiness { state.markStarted(position) })
            }
        } catch {
            let checkFailure = error as? ReadinessCheckFailure
            let underlyingError = checkFailure?.underlyingError ?? error
            if state.hasStarted(position) { throw failedWhileRunning(underlyingError) }
            // Asked to stop before it was ready: the stop, not the service, ended it.
            if Self.isStopping {
                if underlyingError is CancellationError { return }
                throw underlyingError
            }
            throw fail(checkFailure == nil ? .run : .readinessCheck, underlyingError)
        }
        if !state.hasStarted(position) && !Self.isStopping {
            throw fail(.run, EndedBeforeReady())
        }
    }

    /// Runs `body`, the service's own `run`, where the group's cancellation reaches it only once every service that
    /// began after this one has ended: in a group that cancels everything at once (Hummingbird's
    /// `Application(services:)`), plain services too stop in reverse start order.
    ///
    /// Graceful shutdown reaches it directly: the task it runs in inherits the group's task-local values.
    private func runShielded(_ body: @escaping @Sendable () async throws -> Void) async throws {
        let running = Task { try await body() }
        let state = self.state
        let position = self.position
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task {
                await state.waitUntilLaterServicesEnded(after: position)
                running.cancel()
            }
        }
    }

    /// What a service that had started throws: the cancellation of a group that is stopping as it is, anything else
    /// as a `ServiceRunError` that names the service.
    private func failedWhileRunning(_ error: any Error) -> any Error {
        if Self.isStopping && error is CancellationError { return error }
        return ServiceRunError(service: description, step: .run, underlyingError: error)
    }

    /// Whether the group has asked this service to stop, by graceful shutdown or cancellation.
    private static var isStopping: Bool {
        Task.isCancelled || Task.isShuttingDownGracefully
    }

    /// Records that this service failed to start, so nothing after it starts; returns the error to throw.
    private func fail(_ step: ServiceStartError.Step, _ error: any Error) -> ServiceStartError {
        let failure = ServiceStartError(
            service: description,
            step: step,
            underlyingError: error,
            shutDown: Array(state.names[..<position].reversed())
        )
        state.fail(failure)
        return failure
    }
}
