#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

#if canImport(Darwin)
/// The lock a `Lock` keeps: `os_unfair_lock` on Apple platforms.
typealias LockPrimitive = os_unfair_lock
#else
/// The lock a `Lock` keeps: a pthread mutex.
typealias LockPrimitive = pthread_mutex_t
#endif

/// A mutual-exclusion lock over what each platform has: `os_unfair_lock` on Apple platforms, a pthread mutex elsewhere.
///
/// One allocation: the platform's lock lies in the object's tail, where it never moves. Make one with `make()`. Not
/// `Sendable`, as no `ManagedBuffer` is: the `@unchecked Sendable` types that keep one share it safely.
/// `Synchronization.Mutex` would do, but Apple platforms have it only from macOS 15 / iOS 18 on.
final class Lock: ManagedBuffer<Void, LockPrimitive> {
    /// A new, unlocked lock.
    static func make() -> Lock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: Lock.self)
        lock.withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
            #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
            #endif
        }
        return lock
    }

    deinit {
        withUnsafeMutablePointerToElements { primitive in
            #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
            #endif
            _ = primitive.deinitialize(count: 1)
        }
    }

    /// Waits for the lock and takes it.
    func lock() {
        withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
            #else
            _ = pthread_mutex_lock(primitive)
            #endif
        }
    }

    /// Lets go of the lock.
    func unlock() {
        withUnsafeMutablePointerToElements { primitive in
            #if canImport(Darwin)
            os_unfair_lock_unlock(primitive)
            #else
            _ = pthread_mutex_unlock(primitive)
            #endif
        }
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value guarded by a `Lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock.make()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
