import ServiceLifecycle

/// One service of a `ServiceGraph` as a service group runs it: it starts once the services before it have.
struct OrderedService: Service, CustomStringConvertible {
    let service: any Service
    let position: Int
    let state: StartupState

    var description: String { "\(type(of: service))" }

    func run() async throws {
        switch await state.waitUntilStarted(before: position) {
        case .ready: break
        case .failed:
            // The failed service throws and the group cancels the others. Ending before that would race its error:
            // the group would report this service as finished unexpectedly instead of the service that failed.
            try? await gracefulShutdown()
            return
        case .abandoned: return
        }
        guard let managed = service as? any ManagedService else {
            state.markStarted(position, managed: nil)
            try await service.run()
            return
        }
        do {
            try await managed.start()
        } catch {
            var shutDown: [String] = []
            for started in state.claimStartedForShutdown() {
                try? await started.shutdown()
                shutDown.append("\(type(of: started))")
            }
            let failure = ServiceStartError(
                service: "\(type(of: managed))",
                underlyingError: error,
                shutDown: shutDown
            )
            state.fail(failure)
            throw failure
        }
        state.markStarted(position, managed: managed)
        // Graceful shutdown or cancellation: either way, shut down.
        try? await gracefulShutdown()
        if state.claimShutdown(at: position) {
            try await managed.shutdown()
        }
    }
}
