import SutureSyntax

/// One thing a binding or entry point asks for, with who asks and where.
package struct DependencyRequest: Hashable, Sendable {
    /// How the value is wanted.
    package enum Kind: Hashable, Sendable {
        /// The instance itself.
        case instance
        /// `T?`: nil when nothing binds `T`.
        case optional
        /// `Lazy<T>`: built on first `get()`.
        case lazy
        /// `Provider<T>`: built on every `get()`.
        case provider
        /// `[T]`: every `.set` contribution.
        case set
        /// `[K: T]`: every `.map(key:)` contribution, with the key type.
        case map(keyType: String)

        /// Whether the request defers building, which breaks a cycle.
        package var isDeferred: Bool {
            switch self {
            case .lazy, .provider: true
            case .instance, .optional, .set, .map: false
            }
        }
    }

    /// The key asked for (for `[T]` and `[K: T]`, the element's key).
    package var key: BindingKey
    /// How the value is wanted.
    package var kind: Kind
    /// Who asks, for messages: `parameter 'oven' of Baker.init(oven:)`.
    package var requester: String
    /// Where the request stands.
    package var location: SyntaxLocation?
    /// The argument label of the parameter (`nil` for `_`), or the property name for property injection.
    package var label: String?
    /// Whether this is an `@Inject var` set after init, which stays as it is when unbound.
    package var isProperty: Bool
    /// Whether the parameter has a default value that the call keeps when nothing binds the key.
    package var hasDefault: Bool

    /// Describes a request.
    package init(
        key: BindingKey,
        kind: Kind,
        requester: String,
        location: SyntaxLocation?,
        label: String?,
        isProperty: Bool = false,
        hasDefault: Bool = false
    ) {
        self.key = key
        self.kind = kind
        self.requester = requester
        self.location = location
        self.label = label
        self.isProperty = isProperty
        self.hasDefault = hasDefault
    }

    /// The requested type as the requester wrote it in canonical form: `Logger?`, `Lazy<Mixer>`, `[Recipe]`.
    package var requestedType: String {
        switch kind {
        case .instance: key.type
        case .optional: TypeExpression(parsing: key.type).suffixable + "?"
        case .lazy: "Lazy<\(key.type)>"
        case .provider: "Provider<\(key.type)>"
        case .set: "[\(key.type)]"
        case .map(let keyType): "[\(keyType): \(key.type)]"
        }
    }
}
