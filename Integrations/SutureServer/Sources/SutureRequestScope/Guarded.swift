import SutureRuntime

/// A value behind a platform lock (`os_unfair_lock`, a pthread mutex), with `Mutex`'s `withLock`.
///
/// The value and its lock share one allocation. Not `Synchronization.Mutex`, which ThreadSanitizer cannot follow on
/// Linux (see `PlatformLock`).
@_documentation(visibility: internal)
public struct Guarded<Value>: @unchecked Sendable {
    @usableFromInline let storage: GuardedStorage<Value>

    /// Guards `value`.
    ///
    /// - Parameter value: The value, reached only through `withLock`.
    @inlinable
    public init(_ value: Value) {
        storage = GuardedStorage.make(value)
    }

    /// Runs `body` on the value while holding the lock.
    ///
    /// - Parameter body: Reads or changes the value; it must not call `withLock` on the same guard.
    /// - Returns: What `body` returns.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            if MemoryLayout<Value>.size == 0 {
                // An empty value (`Guarded(())`) has no storage of its own: ThreadSanitizer would count the access
                // against the buffer's object, which other threads read unlocked to find the lock. A local stands in.
                var empty = value.pointee
                return try body(&empty)
            }
            return try body(&value.pointee)
        }
    }
}

/// The value in the header and the lock in the one tail element of a single allocation.
@usableFromInline
final class GuardedStorage<Value>: ManagedBuffer<Value, PlatformLock.Primitive> {
    @inlinable
    static func make(_ value: Value) -> GuardedStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: GuardedStorage.self)
        storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return storage
    }

    @inlinable
    deinit {
        withUnsafeMutablePointerToElements { PlatformLock.deinitialize($0) }
    }
}
