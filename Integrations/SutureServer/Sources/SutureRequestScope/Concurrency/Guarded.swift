/// A value behind a platform lock (`os_unfair_lock`, a pthread mutex), with `Mutex`'s `withLock`.
///
/// The value and its lock share one allocation. Not `Synchronization.Mutex`, which ThreadSanitizer cannot follow on
/// Linux (see `PlatformLock`).
@usableFromInline
package struct Guarded<Value>: @unchecked Sendable {
    @usableFromInline let storage: GuardedStorage<Value>

    /// Guards `value`.
    @inlinable
    package init(_ value: Value) {
        storage = GuardedStorage.make(value)
    }

    /// Runs `body` on the value while holding the lock.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
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
