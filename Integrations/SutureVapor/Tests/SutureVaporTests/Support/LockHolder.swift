import Foundation
import SutureRequestScope
import Synchronization

/// Holds a `Guarded` lock on a thread of its own until the test releases it, or until 3 seconds have passed, which is
/// how long a request that needed the lock would wait.
final class LockHolder: Sendable {
    /// How the hold ended, once it has: "released by the test" or "timed out".
    private let outcome = Mutex<String?>(nil)
    private let isHeld = Mutex(false)
    private let releasing = DispatchSemaphore(value: 0)

    /// Takes `lock` on a new thread, and returns once it is held.
    func hold(_ lock: Guarded<Void>) async throws {
        Thread.detachNewThread { [self] in
            lock.withLock { _ in
                isHeld.withLock { $0 = true }
                let result = releasing.wait(timeout: .now() + 3)
                outcome.withLock { $0 = result == .success ? "released by the test" : "timed out" }
            }
        }
        while !isHeld.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
    }

    /// Lets go of the lock, and returns how the hold ended.
    func release() async throws -> String {
        releasing.signal()
        while true {
            if let outcome = outcome.withLock({ $0 }) { return outcome }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
