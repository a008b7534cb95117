#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The lock each platform has (`os_unfair_lock`, a pthread mutex), worked through a pointer into the memory of the
/// object that keeps it, so that a lock and what it guards take one allocation.
///
/// Not `Synchronization.Mutex`: on Linux it waits with bare futexes inside the standard library, which
/// ThreadSanitizer does not see, so every contended `withLock` is reported as a race and hides a real one.
/// ThreadSanitizer understands these locks.
@usableFromInline
package enum PlatformLock {
    #if canImport(Darwin)
        /// The lock itself.
        @usableFromInline package typealias Primitive = os_unfair_lock
    #else
        /// The lock itself.
        @usableFromInline package typealias Primitive = pthread_mutex_t
    #endif

    /// Makes the uninitialized memory at `lock` an unlocked lock.
    @inlinable @inline(__always)
    package static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    /// Ends the unlocked lock at `lock`, leaving its memory uninitialized.
    @inlinable @inline(__always)
    package static func deinitialize(_ lock: UnsafeMutablePointer<Primitive>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
    }

    /// Waits for the lock and takes it.
    @inlinable @inline(__always)
    package static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    /// Lets go of the lock.
    @inlinable @inline(__always)
    package static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }
}
