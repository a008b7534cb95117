/// One parameter of an initializer, provider or entry point, and how it is to be supplied.
package struct Parameter: Hashable, Sendable {
    /// The argument label callers write; `nil` for `_`.
    package var label: String?
    /// The name the body uses.
    package var name: String
    /// The type as written, trimmed: `Lazy<Mixer>`, `any Oven`, `[String: Recipe]`.
    package var typeSpelling: String
    /// How the parameter is supplied.
    package var kind: ParameterKind
    /// The qualifier from `@Named("x")`, if any.
    package var qualifier: String?
    /// The default value as written, if any.
    package var defaultValue: String?
    /// Where the parameter stands.
    package var location: SyntaxLocation?

    /// Describes a parameter.
    package init(
        label: String?,
        name: String,
        typeSpelling: String,
        kind: ParameterKind,
        qualifier: String? = nil,
        defaultValue: String? = nil,
        location: SyntaxLocation? = nil
    ) {
        self.label = label
        self.name = name
        self.typeSpelling = typeSpelling
        self.kind = kind
        self.qualifier = qualifier
        self.defaultValue = defaultValue
        self.location = location
    }

    /// Whether the caller passes the value at run time (`@Argument`) instead of the graph.
    package var isArgument: Bool {
        switch kind {
        case .argument: true
        case .plain, .optional, .lazy, .provider, .set, .map, .factory: false
        }
    }
}

/// How a parameter's value is supplied, read from its type and attributes.
package enum ParameterKind: Hashable, Sendable {
    /// A plain dependency on the type as written.
    case plain
    /// `T?`, `T!` or `Optional<T>`: nil when nothing binds the wrapped type.
    case optional(wrapped: String)
    /// `Lazy<T>`: built on first `get()`, then kept.
    case lazy(of: String)
    /// `Provider<T>`: a new instance on every `get()`.
    case provider(of: String)
    /// `[T]`: every `.set` contribution to the multibinding.
    case set(of: String)
    /// `[K: T]`: every `.map(key:)` contribution to the multibinding.
    case map(key: String, value: String)
    /// `(A, B) -> T` (or `throws`): an assisted factory that builds `T` from runtime arguments of the types given,
    /// matched in order with the `@Argument` parameters of `T`'s binding.
    case factory(arguments: [String], result: String, isThrowing: Bool)
    /// `@Argument`: passed by the caller at run time.
    case argument
}
