import Synchronization

/// Opens once; every wait before that suspends until it opens, and a wait after it returns at once.
final class Latch: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
        var cancelledTokens: Set<Int> = []
        var nextToken = 0
    }

    private let state = Mutex(State())

    /// Lets every wait through, now and later.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Waits until the latch opens; throws `CancellationError` if the task is cancelled first.
    func wait() async throws {
        let token = state.withLock { state in
            defer { state.nextToken += 1 }
            return state.nextToken
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelledTokens.remove(token) != nil { return .failure(CancellationError()) }
                    if state.isOpen { return .success(()) }
                    state.waiters[token] = continuation
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Void, any Error>? = state.withLock { state in
                if let waiter = state.waiters.removeValue(forKey: token) { return waiter }
                state.cancelledTokens.insert(token)
                return nil
            }
            waiter?.resume(throwing: CancellationError())
        }
    }
}
