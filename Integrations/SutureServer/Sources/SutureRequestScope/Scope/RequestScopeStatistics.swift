import Synchronization

/// Counts the request scopes an integration built and those still alive, so a test or a health check can see leaks.
///
/// Atomic counters, not a lock: every request with a scope counts twice, and ThreadSanitizer follows atomics. The
/// counts order no other memory, so every access is relaxed.
package final class RequestScopeStatistics: Sendable {
    private let createdCount = Atomic<Int>(0)
    private let liveCount = Atomic<Int>(0)

    /// Empty counts.
    package init() {}

    /// Counts one more scope built and alive.
    package func recordCreated() {
        createdCount.add(1, ordering: .relaxed)
        liveCount.add(1, ordering: .relaxed)
    }

    /// Counts one scope fewer alive.
    package func recordReleased() {
        liveCount.subtract(1, ordering: .relaxed)
    }

    /// How many scopes were built.
    package var created: Int { createdCount.load(ordering: .relaxed) }
    /// How many scopes are built and not yet released.
    package var live: Int { liveCount.load(ordering: .relaxed) }
}
