#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The lock each platform has (`os_unfair_lock` on Apple platforms, a pthread mutex elsewhere), worked through a
/// pointer into the memory of the object that keeps it, so that a lock and what it guards take one allocation.
///
/// The one lock of Suture: the runtime's `Lock` keeps one, and so do the server integrations' request-scope boxes,
/// which is why it is public (their hot paths inline it; an SPI could not be). Applications have no reason to use it.
/// Not `Synchronization.Mutex`: Apple platforms have it only from macOS 15 / iOS 18 on, and on Linux it waits with
/// bare futexes inside the standard library, which ThreadSanitizer does not see, so every contended `withLock` is
/// reported as a race and hides a real one. ThreadSanitizer understands these locks.
@_documentation(visibility: internal)
public enum PlatformLock {
    #if canImport(Darwin)
        /// The lock itself.
        public typealias Primitive = os_unfair_lock
    #else
        /// The lock itself.
        public typealias Primitive = pthread_mutex_t
    #endif

    /// Makes the uninitialized memory at `lock` an unlocked lock.
    @inlinable @inline(__always)
    public static func initialize(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    /// Ends the unlocked lock at `lock`, leaving its memory uninitialized.
    @inlinable @inline(__always)
    public static func deinitialize(_ lock: UnsafeMutablePointer<Primitive>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
    }

    /// Waits for the lock and takes it.
    @inlinable @inline(__always)
    public static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    /// Lets go of the lock.
    @inlinable @inline(__always)
    public static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }
}
