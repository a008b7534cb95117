/// A property resolved from `Container.current` on first access, then kept.
///
/// ```swift
/// final class Storefront {
///     @Injected var baker: Baker
///     @Injected(named: "rye") var starter: Starter
/// }
/// ```
///
/// The value is resolved when first read, from the container current at that moment; if that fails,
/// the program stops with the full `ResolutionError` text. Read `try $baker.value()` to get the error
/// instead. The wrapper needs a mutable holder: in a `Sendable` type, prefer initializer injection.
@propertyWrapper
public struct Injected<Value> {
    private let qualifier: Qualifier?
    private let isolation: (any Actor)?
    private var resolved: Value?

    /// Resolves `Value`, optionally named, from `Container.current` on first access, with the isolation of the declaring code.
    ///
    /// - Parameters:
    ///   - name: The name the binding was registered under, or `nil` (the default) for the unqualified binding.
    ///   - isolation: The actor the value is resolved for. Leave the default, `#isolation`, the isolation of the
    ///     code that declares the property: a binding registered `on: MainActor.self` is then reached from a
    ///     main-actor type.
    public init(named name: String? = nil, isolation: (any Actor)? = #isolation) {
        qualifier = .optional(named: name)
        self.isolation = isolation
    }

    /// Resolves `Value` qualified by a value from `Container.current` on first access.
    ///
    /// - Parameters:
    ///   - qualifier: The value the binding was qualified by with `qualified(by:)`, such as an enum case; a `String`
    ///     is the same as a name.
    ///   - isolation: The actor the value is resolved for. Leave the default, `#isolation`, the isolation of the
    ///     code that declares the property.
    public init(qualifier: some Hashable & Sendable, isolation: (any Actor)? = #isolation) {
        self.qualifier = Qualifier(qualifier)
        self.isolation = isolation
    }

    /// The resolved value.
    public var wrappedValue: Value {
        mutating get {
            do {
                return try value()
            } catch {
                stopWithResolutionFailure(
                    error,
                    accessor: "@Injected var of type \(TypeName.describe(Value.self))",
                    file: #fileID,
                    line: #line
                )
            }
        }
        set { resolved = newValue }
    }

    /// The wrapper itself, for `try $property.value()`.
    public var projectedValue: Injected<Value> {
        get { self }
        set { self = newValue }
    }

    /// The resolved value, or the error that resolving it gives.
    ///
    /// - Returns: The value, resolved from `Container.current` by the first call that succeeds and kept from then on.
    /// - Throws: `ResolutionError` when `Container.current` cannot resolve `Value`; its `kind` says why: nothing
    ///   binds the key, it is registered twice, a factory on the way throws, the request runs into a cycle, or the
    ///   binding takes runtime arguments, needs `resolveAsync`, or is isolated to an actor the declaring code is not
    ///   on. The next call tries again.
    public mutating func value() throws -> Value {
        if let resolved { return resolved }
        let value = try Container.current._resolveDependency(
            Value.self,
            qualifier: qualifier,
            arguments: nil,
            isolation: isolation
        )
        resolved = value
        return value
    }
}
