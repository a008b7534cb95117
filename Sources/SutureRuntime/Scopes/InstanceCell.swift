import Atomics

/// Who is building a shared instance now, and a failure waiting to be rethrown; guarded by the construction monitor.
@usableFromInline
class CellConstructionState: @unchecked Sendable {
    /// The context building the instance, if any.
    var builder: ResolutionContext?
    /// A failure recorded at container creation (an eager singleton) that the next request rethrows.
    var pendingFailure: (any Error)?
}

/// Where a scope keeps a binding's shared instance.
@usableFromInline
class InstanceCell<Value>: CellConstructionState, @unchecked Sendable {
    /// The build in progress for async requests, guarded by the construction monitor.
    var asyncBuild: Task<UncheckedSendable<Value>, any Error>?

    /// The stored instance, if there is one.
    func cachedValue() -> Value? { nil }
    /// Stores a newly built instance.
    func store(_ value: Value) {}
    /// Forgets the stored instance, so the next request builds a new one; whether there was one.
    func reset() -> Bool { false }
}

/// A shared instance, boxed so that one atomic word can publish it.
@usableFromInline
final class InstanceBox<Value> {
    @usableFromInline let value: Value

    init(_ value: Value) { self.value = value }
}

/// A singleton's instance: written once, then read with a single atomic load.
@usableFromInline
final class SingletonCell<Value>: InstanceCell<Value>, @unchecked Sendable {
    // Never reset, so a loaded box stays alive as long as the cell: no retain on the read path.
    // Read inline by `TypedEntry.instance`, so a resolve in the caller's module is specialized.
    @usableFromInline let storage = UnsafeAtomic<Unmanaged<InstanceBox<Value>>?>.create(nil)

    deinit {
        storage.destroy()?.release()
    }

    @inline(__always)
    override func cachedValue() -> Value? {
        storage.load(ordering: .acquiring)?.takeUnretainedValue().value
    }

    override func store(_ value: Value) {
        let box = Unmanaged.passRetained(InstanceBox(value))
        if !storage.compareExchange(expected: nil, desired: box, ordering: .acquiringAndReleasing).exchanged {
            box.release()
        }
    }
}

/// A `.custom` scope's instance: kept until the container resets the scope.
final class ResettableCell<Value>: InstanceCell<Value>, @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    override func cachedValue() -> Value? { lock.withLock { value } }
    override func store(_ value: Value) { lock.withLock { self.value = value } }
    override func reset() -> Bool {
        lock.withLock {
            defer { value = nil }
            return value != nil
        }
    }
}

/// A `.weak` scope's instance: shared while someone else holds it.
final class WeakCell<Value>: InstanceCell<Value>, @unchecked Sendable {
    private let lock = Lock()
    private weak var object: AnyObject?

    override func cachedValue() -> Value? {
        lock.withLock { object }.flatMap { $0 as? Value }
    }

    override func store(_ value: Value) {
        lock.withLock { object = value as AnyObject }
    }

    override func reset() -> Bool {
        lock.withLock {
            defer { object = nil }
            return object != nil
        }
    }
}
