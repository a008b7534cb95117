import Atomics

/// Where a generated component keeps one shared instance: built once under contention, then read with one atomic load.
///
/// Generated components (`suture generate`, `SutureBuildPlugin`) store one per singleton or custom-scoped binding;
/// hand-written code has no reason to use it.
public final class ComponentSingleton<Value>: @unchecked Sendable {
    @usableFromInline let cell: SingletonCell<Value>
    /// The cell's atomic word, copied here so a read loads one reference less (the cell owns and frees it).
    @usableFromInline let storage: UnsafeAtomic<Unmanaged<InstanceBox<Value>>?>

    /// An empty slot.
    public init() {
        cell = SingletonCell<Value>()
        storage = cell.storage
    }

    /// The instance, built by `make` on the first call; concurrent first calls wait for that one build.
    @inlinable
    public func get(_ make: () -> Value) -> Value {
        if let box = storage.load(ordering: .acquiring) { return box.takeUnretainedValue().value }
        return build(make)
    }

    /// The instance, built by a throwing `make` on the first call; a failure is thrown and the next call tries again.
    @inlinable
    public func getThrowing(_ make: () throws -> Value) throws -> Value {
        if let box = storage.load(ordering: .acquiring) { return box.takeUnretainedValue().value }
        return try buildThrowing(make)
    }

    /// Whether the instance has been built.
    public var isBuilt: Bool { cell.cachedValue() != nil }

    @usableFromInline
    func build(_ make: () -> Value) -> Value {
        do {
            return try buildThrowing(make)
        } catch {
            // Only a build that reaches itself again (through a `Lazy` or `Provider` read inside an initializer)
            // gets here: the graph compiler rejects every other cycle.
            stopWithResolutionFailure(
                error,
                accessor: "the component singleton \(TypeName.describe(Value.self))",
                file: #fileID,
                line: #line
            )
        }
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
