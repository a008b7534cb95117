import SutureSyntax

/// One thing a binding or entry point asks for, with who asks and where.
public struct DependencyRequest: Hashable, Sendable {
    /// How the value is wanted.
    public enum Kind: Hashable, Sendable {
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
        public var isDeferred: Bool {
            switch self {
            case .lazy, .provider: true
            case .instance, .optional, .set, .map: false
            }
        }
    }

    /// The key asked for (for `[T]` and `[K: T]`, the element's key).
    public var key: BindingKey
    /// How the value is wanted.
    public var kind: Kind
    /// Who asks, for messages: `parameter 'oven' of Baker.init(oven:)`.
    public var requester: String
    /// Where the request stands.
    public var location: SyntaxLocation?
    /// The argument label of the parameter (`nil` for `_`), or the property name for property injection.
    public var label: String?
    /// Whether this is an `@Inject var` set after init, which stays as it is when unbound.
    public var isProperty: Bool

    /// Describes a request.
    public init(
        key: BindingKey,
        kind: Kind,
        requester: String,
        location: SyntaxLocation?,
        label: String?,
        isProperty: Bool = false
    ) {
        self.key = key
        self.kind = kind
        self.requester = requester
        self.location = location
        self.label = label
        self.isProperty = isProperty
    }

    /// The requested type as the requester wrote it in canonical form: `Logger?`, `Lazy<Mixer>`, `[Recipe]`.
    public var requestedType: String {
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
