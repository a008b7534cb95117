#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value behind a platform lock (`os_unfair_lock`, a pthread mutex), with `Mutex`'s `withLock`.
///
/// Not `Synchronization.Mutex`: on Linux it waits with bare futexes inside the standard library, which
/// ThreadSanitizer does not see, so every contended `withLock` is reported as a race and hides a real one.
/// ThreadSanitizer understands these locks.
package final class Guarded<Value>: @unchecked Sendable {
    #if canImport(Darwin)
        private let lock: os_unfair_lock_t
    #else
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` on the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
        #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&value)
    }
}
