/// A mutual-exclusion lock over what each platform has (`PlatformLock`): `os_unfair_lock` on Apple platforms, a
/// pthread mutex elsewhere.
///
/// One allocation: the platform's lock lies in the object's tail, where it never moves. Make one with `make()`. Not
/// `Sendable`, as no `ManagedBuffer` is: the `@unchecked Sendable` types that keep one share it safely.
final class Lock: ManagedBuffer<Void, PlatformLock.Primitive> {
    /// A new, unlocked lock.
    static func make() -> Lock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in }, to: Lock.self)
        lock.withUnsafeMutablePointerToElements(PlatformLock.initialize)
        return lock
    }

    deinit {
        withUnsafeMutablePointerToElements(PlatformLock.deinitialize)
    }

    /// Waits for the lock and takes it.
    func lock() {
        withUnsafeMutablePointerToElements(PlatformLock.lock)
    }

    /// Lets go of the lock.
    func unlock() {
        withUnsafeMutablePointerToElements(PlatformLock.unlock)
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
