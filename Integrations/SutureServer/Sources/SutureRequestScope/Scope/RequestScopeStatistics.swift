import Synchronization

/// Counts the request scopes an integration built and those still alive, so a test or a health check can see leaks.
///
/// Atomic counters, not a lock: every request with a scope counts twice, and ThreadSanitizer follows atomics. The
/// counts order no other memory, so every access is relaxed.
@_documentation(visibility: internal)
public final class RequestScopeStatistics: Sendable {
    @usableFromInline let createdCount = Atomic<Int>(0)
    @usableFromInline let liveCount = Atomic<Int>(0)

    /// Empty counts.
    @inlinable
    public init() {}

    /// Counts one more scope built and alive.
    @inlinable
    public func recordCreated() {
        createdCount.add(1, ordering: .relaxed)
        liveCount.add(1, ordering: .relaxed)
    }

    /// Counts one scope fewer alive.
    @inlinable
    public func recordReleased() {
        liveCount.subtract(1, ordering: .relaxed)
    }

    /// How many scopes were built.
    public var created: Int { createdCount.load(ordering: .relaxed) }
    /// How many scopes are built and not yet released.
    public var live: Int { liveCount.load(ordering: .relaxed) }
}
