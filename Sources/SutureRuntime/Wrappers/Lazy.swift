/// A dependency built on the first `get()` and kept from then on.
///
/// Depending on `Lazy<T>` defers building `T`, which also breaks a dependency cycle. A container
/// checks that `T` can be resolved when it hands the `Lazy` out; `get()` stops the program only if
/// `T`'s factory fails later (use `value()` to get the error instead).
public struct Lazy<Value> {
    private let storage: LazyStorage<Value>

    /// Wraps a function that builds the value on first use; hand-written wiring and generated components use it.
    ///
    /// - Parameter make: Builds the value. It is called by the first `get()` or `value()`, of this `Lazy` or of
    ///   any copy, and called again after it throws.
    public init(_ make: @escaping @Sendable () throws -> Value) {
        storage = LazyStorage(make: { _ in try make() })
    }

    /// Wraps a function that need not be `Sendable`: for generated components, whose state is immutable or locked.
    ///
    /// The `Lazy` is as safe to share as what `make` captures; prefer `init(_:)` in hand-written code.
    @_disfavoredOverload
    @_spi(SutureGenerated)
    public init(unchecked make: @escaping () throws -> Value) {
        let transfer = UncheckedSendable(value: make)
        let sendableMake: @Sendable () throws -> Value = { try transfer.value() }
        self.init(sendableMake)
    }

    /// Wraps a function that is told the actor of the code that first asks for the value.
    init(isolatedMake make: @escaping @Sendable ((any Actor)?) throws -> Value) {
        storage = LazyStorage(make: make)
    }

    /// The value, built on the first call. Stops with the full `ResolutionError` if building fails.
    ///
    /// - Parameters:
    ///   - isolation: The actor of the code that reads the value. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only when that actor is the main actor.
    ///   - file: The file of the read, shown if the program stops; leave the default.
    ///   - line: The line of the read, shown if the program stops; leave the default.
    /// - Returns: The value, the same for this `Lazy` and every copy of it.
    public func get(isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line) -> Value {
        do {
            return try storage.value(isolation: isolation)
        } catch {
            stopWithResolutionFailure(
                error, accessor: "Lazy<\(TypeName.describe(Value.self))>.get()", file: file, line: line)
        }
    }

    /// The value, built on the first call; throws if building fails, and tries again on the next call.
    ///
    /// - Parameter isolation: The actor of the code that reads the value. Leave the default, `#isolation`: a
    ///   binding registered `on: MainActor.self` is built only when that actor is the main actor.
    /// - Returns: The value, the same for this `Lazy` and every copy of it.
    /// - Throws: What building the value throws: for a `Lazy` a container hands out, a `ResolutionError`; for one
    ///   made with `init(_:)`, the error `make` throws. A `ResolutionError` of kind `cycle` when building the value
    ///   reads this `Lazy` again.
    public func value(isolation: (any Actor)? = #isolation) throws -> Value {
        try storage.value(isolation: isolation)
    }

    /// Whether the value has been built.
    public var isBuilt: Bool { storage.cell.cachedValue() != nil }
}

extension Lazy: @unchecked Sendable where Value: Sendable {}

/// The shared state of one `Lazy` and its copies.
final class LazyStorage<Value>: @unchecked Sendable {
    let cell = ResettableCell<Value>()
    private let make: @Sendable ((any Actor)?) throws -> Value

    init(make: @escaping @Sendable ((any Actor)?) throws -> Value) {
        self.make = make
    }

    func value(isolation: (any Actor)?) throws -> Value {
        if let value = cell.cachedValue() { return value }
        return try ConstructionMonitor.shared.instance(
            of: cell,
            key: AnyDependencyKey(Lazy<Value>.self),
            site: nil,
            context: ResolutionContext.current,
            make: { try make(isolation) }
        )
    }
}

extension Lazy: DeferredDependency {}
