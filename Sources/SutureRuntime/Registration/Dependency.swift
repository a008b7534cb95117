/// A key that a registration needs, declared so `validate()` can check the graph without building it.
public struct Dependency: Hashable, Sendable, CustomStringConvertible {
    /// How a dependency is needed, which decides what `validate()` checks.
    public enum Kind: Hashable, Sendable {
        /// Must be bound; part of the graph's cycles.
        case required
        /// `T?`: fine when unbound.
        case optional
        /// `Lazy<T>` or `Provider<T>`: must be bound, but built later, so it breaks cycles.
        case deferred
        /// `[T]` or `[K: T]`: every contribution, empty when there are none.
        case multibinding
        /// `(A, B) -> T`: a function that builds `T` from runtime arguments of the types of `arguments` (keys
        /// without qualifiers), in order. Must be bound to a factory taking exactly those; breaks cycles.
        case factory(arguments: [AnyDependencyKey])
    }

    /// The key the dependency asks for (the element key for a multibinding, the wrapped key for `T?`).
    public let key: AnyDependencyKey
    /// How the key is needed.
    public let kind: Kind

    /// Declares a dependency on `type`; `T?`, `Lazy<T>`, `Provider<T>`, `[T]` and `[K: T]` are understood.
    ///
    /// - Parameters:
    ///   - type: The type the factory resolves, written as the factory asks for it: `Oven.self`, or `Oven?.self`,
    ///     `Lazy<Oven>.self`, `Provider<Oven>.self`, `[Recipe].self` or `[String: Recipe].self`.
    ///   - name: The name the binding is registered under, or `nil` (the default) for the unqualified binding.
    public init<Value>(_ type: Value.Type, named name: String? = nil) {
        self.init(type, qualifier: .optional(named: name))
    }

    /// Declares a dependency on `type` with a qualifier value.
    ///
    /// - Parameters:
    ///   - type: The type the factory resolves, written as the factory asks for it, as for `init(_:named:)`.
    ///   - qualifier: The qualifier the binding is registered under, such as `Qualifier(Grain.spelt)`, or `nil` for
    ///     the unqualified binding.
    public init<Value>(_ type: Value.Type, qualifier: Qualifier?) {
        if let shape = type as? any SynthesizedDependency.Type {
            self = shape.dependency(qualifier: qualifier)
        } else {
            self.init(key: AnyDependencyKey(type, qualifier: qualifier), kind: .required)
        }
    }

    /// Declares a dependency on a function that builds `type` from runtime arguments of the given types, in order:
    /// `Dependency(factoryOf: Order.self, arguments: String.self, Int.self)` for `(String, Int) -> Order`.
    ///
    /// - Parameters:
    ///   - type: The type the function builds.
    ///   - name: The name the binding is registered under, or `nil` (the default) for the unqualified binding.
    ///   - arguments: The types of the runtime arguments, in the order the function takes them.
    public init<Value, each Argument>(
        factoryOf type: Value.Type,
        named name: String? = nil,
        arguments: repeat (each Argument).Type
    ) {
        var keys: [AnyDependencyKey] = []
        for argument in repeat each arguments {
            keys.append(AnyDependencyKey(argument))
        }
        self.init(key: AnyDependencyKey(type, qualifier: .optional(named: name)), kind: .factory(arguments: keys))
    }

    /// Declares a dependency on `key`, needed as `kind`.
    ///
    /// - Parameters:
    ///   - key: The key asked for: for `T?`, `Lazy<T>`, `Provider<T>`, `[T]` and `[K: T]`, the key of `T`.
    ///   - kind: How the key is needed, which decides what `validate()` checks.
    public init(key: AnyDependencyKey, kind: Kind) {
        self.key = key
        self.kind = kind
    }

    /// `Starter named "rye"`, `Logger?`, `Lazy<Mixer>`, `[Recipe]`.
    public var description: String {
        switch kind {
        case .required: key.description
        case .optional: "optional \(key)"
        case .deferred: "deferred \(key)"
        case .multibinding: "every contribution to \(key)"
        case .factory(let arguments):
            "factory of \(key) from \(_RuntimeArguments.describe(arguments.map(\.type)))"
        }
    }
}
