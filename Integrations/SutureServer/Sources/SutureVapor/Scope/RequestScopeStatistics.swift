import Synchronization

/// Counts the request scopes an Application built and those still alive, so a test or a health check can see leaks.
final class RequestScopeStatistics: Sendable {
    private struct Counts {
        var created = 0
        var live = 0
    }

    private let counts = Mutex(Counts())

    func recordCreated() {
        counts.withLock { counts in
            counts.created += 1
            counts.live += 1
        }
    }

    func recordReleased() {
        counts.withLock { $0.live -= 1 }
    }

    var created: Int { counts.withLock { $0.created } }
    var live: Int { counts.withLock { $0.live } }
}
