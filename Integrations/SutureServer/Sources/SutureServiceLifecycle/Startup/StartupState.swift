import ServiceLifecycle
import SutureRequestScope

/// How far a service graph's startup has come: services start one after another, each once those before it have, and
/// a managed service shuts down only once every service that began after it has ended.
///
/// Positions are the graph's dependency order; the server that a `StartedGate` runs takes the position after the last
/// service.
final class StartupState: Sendable {
    /// What a wait for earlier services ends with.
    enum Outcome: Sendable {
        /// Every service before the waiter has started.
        case ready
        /// A service failed to start: nothing after it starts.
        case failed(ServiceStartError)
        /// The waiting task was cancelled or asked to shut down gracefully.
        case abandoned
    }

    private struct Waiter {
        let position: Int
        /// The position that begins running when the wait ends ready, or nil for a caller that only watches.
        let beginning: Int?
        let continuation: CheckedContinuation<Outcome, Never>
    }

    private struct ShutdownWaiter {
        let position: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct Storage {
        /// How many services, from the first, have started.
        var startedCount = 0
        /// The positions whose service (or server) began to run and has not ended yet.
        var running: Set<Int> = []
        var failure: ServiceStartError?
        var waiters: [Int: Waiter] = [:]
        /// Waits given up before they began waiting.
        var abandonedTokens: Set<Int> = []
        var nextToken = 0
        var shutdownWaiters: [ShutdownWaiter] = []

        /// Whether nothing after `position` is running any more.
        func laterServicesEnded(after position: Int) -> Bool {
            !running.contains { $0 > position }
        }
    }

    /// The services' names, in dependency order.
    let names: [String]
    // `Guarded`, not `Synchronization.Mutex`: ThreadSanitizer follows its pthread lock on Linux.
    private let storage = Guarded(Storage())

    /// The state of a graph whose services, in dependency order, are named `names`.
    init(names: [String]) {
        self.names = names
    }

    /// Waits until the services before `position` have started, a service failed, or the task gives up; when it ends
    /// ready, `position` counts as running (until `markEnded`), so the services before it shut down after it.
    func waitForTurn(of position: Int) async -> Outcome {
        await waitUntilStarted(before: position, beginning: position)
    }

    /// Waits until the services before `position` have started, a service failed, or the task gives up.
    func waitUntilStarted(before position: Int, beginning: Int? = nil) async -> Outcome {
        let token = storage.withLock { storage in
            defer { storage.nextToken += 1 }
            return storage.nextToken
        }
        return await withTaskCancellationOrGracefulShutdownHandler {
            await withCheckedContinuation { continuation in
                let immediate: Outcome? = storage.withLock { storage in
                    if storage.abandonedTokens.remove(token) != nil { return .abandoned }
                    if let failure = storage.failure { return .failed(failure) }
                    if storage.startedCount >= position {
                        if let beginning { storage.running.insert(beginning) }
                        return .ready
                    }
                    storage.waiters[token] = Waiter(
                        position: position, beginning: beginning, continuation: continuation)
                    return nil
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancelOrGracefulShutdown: {
            let waiter: Waiter? = self.storage.withLock { storage in
                if let waiter = storage.waiters.removeValue(forKey: token) { return waiter }
                storage.abandonedTokens.insert(token)
                return nil
            }
            waiter?.continuation.resume(returning: .abandoned)
        }
    }

    /// Whether the service at `position` has started (or reported ready).
    func hasStarted(_ position: Int) -> Bool {
        storage.withLock { $0.startedCount > position }
    }

    /// Records that the service at `position` has started, and wakes those waiting for it.
    func markStarted(_ position: Int) {
        let ready: [Waiter] = storage.withLock { storage in
            storage.startedCount = max(storage.startedCount, position + 1)
            let ready = storage.waiters.filter { $0.value.position <= storage.startedCount }
            for (token, waiter) in ready {
                storage.waiters[token] = nil
                if let beginning = waiter.beginning { storage.running.insert(beginning) }
            }
            return Array(ready.values)
        }
        for waiter in ready { waiter.continuation.resume(returning: .ready) }
    }

    /// Records that whatever runs at `position` has ended, and wakes the shutdowns that waited for it.
    func markEnded(_ position: Int) {
        let ended: [ShutdownWaiter] = storage.withLock { storage in
            storage.running.remove(position)
            let running = storage.running
            let hasEnded = { (waiter: ShutdownWaiter) in !running.contains { $0 > waiter.position } }
            defer { storage.shutdownWaiters.removeAll(where: hasEnded) }
            return storage.shutdownWaiters.filter(hasEnded)
        }
        for waiter in ended { waiter.continuation.resume() }
    }

    /// Waits until every service that began after `position`, and the server, has ended: a managed service shuts down
    /// after them even when the group cancels everything at once.
    ///
    /// Not cancellable: it is part of stopping.
    func waitUntilLaterServicesEnded(after position: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ended = storage.withLock { storage in
                if storage.laterServicesEnded(after: position) { return true }
                storage.shutdownWaiters.append(ShutdownWaiter(position: position, continuation: continuation))
                return false
            }
            if ended { continuation.resume() }
        }
    }

    /// Records a failed start and wakes every waiter with it.
    func fail(_ failure: ServiceStartError) {
        let waiters: [Waiter] = storage.withLock { storage in
            if storage.failure == nil { storage.failure = failure }
            defer { storage.waiters = [:] }
            return Array(storage.waiters.values)
        }
        for waiter in waiters { waiter.continuation.resume(returning: .failed(failure)) }
    }
}
