import Atomics

/// Where a generated component keeps one shared instance: built once under contention, then read with one atomic load.
///
/// Generated components (`suture generate`, `SutureBuildPlugin`) store one per singleton or custom-scoped binding;
/// hand-written code has no reason to use it. A slot is one reference to its cell, one allocation, and copies of a
/// slot share the instance.
@_spi(SutureGenerated)
public struct ComponentSingleton<Value>: @unchecked Sendable {
    // Sendable because the cell publishes its instance atomically and builds it under the construction monitor.
    @usableFromInline let cell: SingletonCell<Value>

    /// An empty slot.
    public init() {
        cell = SingletonCell<Value>()
    }

    /// The instance, built by `make` on the first call; concurrent first calls wait for that one build.
    ///
    /// ## Restrictions
    /// The graph compiler rejects every cycle except one through a `Lazy` or `Provider`. If an initializer reads
    /// such a `Lazy`/`Provider` while it runs and that read needs the instance being built, the program stops
    /// with the cycle's `ResolutionError` — the documented trap of `Lazy.get()` and `Provider.get()`. Read them
    /// after initialization instead.
    @inlinable
    public func get(_ make: () -> Value) -> Value {
        if let word = cell.storage.load(ordering: .acquiring) { return SingletonCell<Value>.value(published: word) }
        return build(make)
    }

    /// The instance, built by a throwing `make` on the first call; a failure is thrown and the next call tries again.
    @inlinable
    public func value(_ make: () throws -> Value) throws -> Value {
        if let word = cell.storage.load(ordering: .acquiring) { return SingletonCell<Value>.value(published: word) }
        return try buildThrowing(make)
    }

    /// Whether the instance has been built.
    public var isBuilt: Bool { cell.cachedValue() != nil }

    @usableFromInline
    func build(_ make: () -> Value) -> Value {
        buildingSharedInstance { try buildThrowing(make) }
    }

    @usableFromInline
    func buildThrowing(_ make: () throws -> Value) throws -> Value {
        try ConstructionMonitor.shared.instance(
            of: cell,
            key: AnyDependencyKey(Value.self),
            site: nil,
            context: ResolutionContext.current,
            make: make
        )
    }
}
