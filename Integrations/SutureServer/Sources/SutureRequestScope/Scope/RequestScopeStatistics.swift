/// Counts the request scopes an integration built and those still alive, so a test or a health check can see leaks.
package final class RequestScopeStatistics: Sendable {
    private struct Counts {
        var created = 0
        var live = 0
    }

    private let counts = Guarded(Counts())

    /// Empty counts.
    package init() {}

    /// Counts one more scope built and alive.
    package func recordCreated() {
        counts.withLock { counts in
            counts.created += 1
            counts.live += 1
        }
    }

    /// Counts one scope fewer alive.
    package func recordReleased() {
        counts.withLock { $0.live -= 1 }
    }

    /// How many scopes were built.
    package var created: Int { counts.withLock { $0.created } }
    /// How many scopes are built and not yet released.
    package var live: Int { counts.withLock { $0.live } }
}
