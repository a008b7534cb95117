/// A dependency that builds a new value on every `get()` (for a transient binding; a scoped one returns its shared instance).
///
/// A container checks that the value can be resolved when it hands the `Provider` out; `get()` stops
/// the program only if the factory fails later (use `value()` to get the error instead).
public struct Provider<Value> {
    private let make: @Sendable ((any Actor)?) throws -> Value

    /// Wraps a function that builds a value on every call; hand-written wiring and generated components use it.
    ///
    /// - Parameter make: Builds a value; called by every `get()` and `value()`.
    public init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = { _ in try make() }
    }

    /// Wraps a function that need not be `Sendable`: for generated components, whose state is immutable or locked.
    ///
    /// The `Provider` is as safe to share as what `make` captures; prefer `init(_:)` in hand-written code.
    @_disfavoredOverload
    @_spi(SutureGenerated)
    public init(unchecked make: @escaping () throws -> Value) {
        let transfer = UncheckedSendable(value: make)
        let sendableMake: @Sendable () throws -> Value = { try transfer.value() }
        self.init(sendableMake)
    }

    /// Wraps a function that is told the actor of the code that asks for a value.
    init(isolatedMake make: @escaping @Sendable ((any Actor)?) throws -> Value) {
        self.make = make
    }

    /// A value. Stops with the full `ResolutionError` if building fails.
    ///
    /// - Parameters:
    ///   - isolation: The actor of the code that asks for the value. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only when that actor is the main actor.
    ///   - file: The file of the call, shown if the program stops; leave the default.
    ///   - line: The line of the call, shown if the program stops; leave the default.
    /// - Returns: What the factory builds: a new value for a transient binding, the shared instance for a scoped one.
    public func get(isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line) -> Value {
        do {
            return try make(isolation)
        } catch {
            stopWithResolutionFailure(
                error,
                accessor: "Provider<\(TypeName.describe(Value.self))>.get()",
                file: file,
                line: line
            )
        }
    }

    /// A value; throws if building fails.
    ///
    /// - Parameter isolation: The actor of the code that asks for the value. Leave the default, `#isolation`: a
    ///   binding registered `on: MainActor.self` is built only when that actor is the main actor.
    /// - Returns: What the factory builds: a new value for a transient binding, the shared instance for a scoped one.
    /// - Throws: What building the value throws: for a `Provider` a container hands out, a `ResolutionError`; for
    ///   one made with `init(_:)`, the error `make` throws.
    public func value(isolation: (any Actor)? = #isolation) throws -> Value {
        try make(isolation)
    }
}

extension Provider: Sendable where Value: Sendable {}

extension Provider: DeferredDependency {}
