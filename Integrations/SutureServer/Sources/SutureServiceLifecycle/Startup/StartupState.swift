import ServiceLifecycle
import SutureRequestScope

/// How far a service graph's startup has come: services start one after another, each once those before it have.
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
        let continuation: CheckedContinuation<Outcome, Never>
    }

    private struct Storage {
        /// How many services, from the first, have started.
        var startedCount = 0
        /// The managed services that started, in order, with whether someone has already shut them down.
        var started: [(position: Int, service: any ManagedService, isShutDown: Bool)] = []
        var failure: ServiceStartError?
        var waiters: [Int: Waiter] = [:]
        /// Waits given up before they began waiting.
        var abandonedTokens: Set<Int> = []
        var nextToken = 0
    }

    // `Guarded`, not `Synchronization.Mutex`: ThreadSanitizer follows its pthread lock on Linux.
    private let storage = Guarded(Storage())

    /// Waits until the services before `position` have started, a service failed, or the task gives up.
    func waitUntilStarted(before position: Int) async -> Outcome {
        let token = storage.withLock { storage in
            defer { storage.nextToken += 1 }
            return storage.nextToken
        }
        return await withTaskCancellationOrGracefulShutdownHandler {
            await withCheckedContinuation { continuation in
                let immediate: Outcome? = storage.withLock { storage in
                    if storage.abandonedTokens.remove(token) != nil { return .abandoned }
                    if let failure = storage.failure { return .failed(failure) }
                    if storage.startedCount >= position { return .ready }
                    storage.waiters[token] = Waiter(position: position, continuation: continuation)
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

    /// Records that the service at `position` has started, and wakes those waiting for it.
    func markStarted(_ position: Int, managed: (any ManagedService)?) {
        let ready: [Waiter] = storage.withLock { storage in
            storage.startedCount = max(storage.startedCount, position + 1)
            if let managed { storage.started.append((position, managed, false)) }
            let ready = storage.waiters.filter { $0.value.position <= storage.startedCount }
            for token in ready.keys { storage.waiters[token] = nil }
            return Array(ready.values)
        }
        for waiter in ready { waiter.continuation.resume(returning: .ready) }
    }

    /// Takes the right to shut down the managed service at `position`: true once, for whoever asks first.
    func claimShutdown(at position: Int) -> Bool {
        storage.withLock { storage in
            guard let index = storage.started.firstIndex(where: { $0.position == position }) else { return false }
            guard !storage.started[index].isShutDown else { return false }
            storage.started[index].isShutDown = true
            return true
        }
    }

    /// The managed services that started and that nobody has shut down yet, latest first, now claimed by the caller.
    func claimStartedForShutdown() -> [any ManagedService] {
        storage.withLock { storage in
            var claimed: [any ManagedService] = []
            for index in storage.started.indices.reversed() where !storage.started[index].isShutDown {
                storage.started[index].isShutDown = true
                claimed.append(storage.started[index].service)
            }
            return claimed
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
