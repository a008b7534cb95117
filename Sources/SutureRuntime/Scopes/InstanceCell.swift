import Atomics

/// Who is building a shared instance now, and a failure waiting to be rethrown; guarded by the construction monitor.
@usableFromInline
class CellConstructionState: @unchecked Sendable {
    /// A singleton cell's published instance (see `SingletonCell`); zero in every other cell.
    ///
    /// The first stored property of the root class, so it lies right after the object header, where
    /// `publishedInstance` finds it: the word lives inside the cell, not in an allocation of its own. After
    /// initialization it is read and written only atomically, through `publishedInstance`.
    private var publishedInstanceWord = UnsafeRawPointer?.AtomicRepresentation(nil)
    /// The context building the instance, if any.
    var builder: ResolutionContext?
    /// A failure recorded at container creation (an eager singleton) that the next request rethrows.
    var pendingFailure: (any Error)?

    /// The word that publishes a singleton cell's instance, for atomic reads and writes; empty in every other cell.
    @inlinable
    final var publishedInstance: UnsafeAtomic<UnsafeRawPointer?> {
        UnsafeAtomic(
            at: _getUnsafePointerToStoredProperties(self)
                .assumingMemoryBound(to: UnsafeRawPointer?.AtomicRepresentation.self))
    }
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

/// A shared instance that is not a single class reference, boxed so that one atomic word can publish it.
@usableFromInline
final class InstanceBox<Value> {
    @usableFromInline let value: Value

    init(_ value: Value) { self.value = value }
}

/// A singleton's instance: written once, then read with a single atomic load.
///
/// The cell is one allocation: its atomic word is the root class's first stored property. The word publishes the
/// instance itself, retained and tagged in its lowest bit, when the value is one class reference (most singletons),
/// or else an `InstanceBox` that holds it. Readers decode by the tag, not by their own view of `Value`, so code
/// specialized for the type and generic code always agree.
@usableFromInline
final class SingletonCell<Value>: InstanceCell<Value>, @unchecked Sendable {
    /// The word that publishes the instance. Never reset, so a loaded instance stays alive as long as the cell: no
    /// retain on the read path. Read inline by `TypedEntry.instance` and `ComponentSingleton`, so they are specialized.
    @inlinable
    var storage: UnsafeAtomic<UnsafeRawPointer?> { publishedInstance }

    deinit {
        if let word = storage.load(ordering: .acquiring) { PublishedInstance.release(word) }
    }

    @inline(__always)
    override func cachedValue() -> Value? {
        storage.load(ordering: .acquiring).map(Self.value(published:))
    }

    override func store(_ value: Value) {
        let word = Self.publish(value)
        if !storage.compareExchange(expected: nil, desired: word, ordering: .acquiringAndReleasing).exchanged {
            PublishedInstance.release(word)
        }
    }

    /// The instance a published word stands for, borrowed from the cell (the caller copies it).
    @inlinable @inline(__always)
    static func value(published word: UnsafeRawPointer) -> Value {
        let bits = UInt(bitPattern: word)
        // The size test folds away where `Value` is known to be larger than a reference: no tagged branch there.
        if MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size, bits & 1 != 0,
            let object = UnsafeRawPointer(bitPattern: bits & ~1)
        {
            return Unmanaged<AnyObject>.fromOpaque(object)._withUnsafeGuaranteedRef {
                unsafeBitCast($0, to: Value.self)
            }
        }
        return Unmanaged<InstanceBox<Value>>.fromOpaque(word)._withUnsafeGuaranteedRef { $0.value }
    }

    /// The word that publishes `value`, owning it: the reference itself, tagged, or a new box.
    static func publish(_ value: Value) -> UnsafeRawPointer {
        if MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size, Value.self is AnyObject.Type {
            let object = Unmanaged.passRetained(unsafeBitCast(value, to: AnyObject.self)).toOpaque()
            // Objects are aligned to at least two bytes, so the lowest bit is free for the tag.
            return UnsafeRawPointer(bitPattern: UInt(bitPattern: object) | 1) ?? UnsafeRawPointer(object)
        }
        return UnsafeRawPointer(Unmanaged.passRetained(InstanceBox(value)).toOpaque())
    }
}

/// A `.custom` scope's instance: kept until the container resets the scope.
final class ResettableCell<Value>: InstanceCell<Value>, @unchecked Sendable {
    private let lock = Lock.make()
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
    private let lock = Lock.make()
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
