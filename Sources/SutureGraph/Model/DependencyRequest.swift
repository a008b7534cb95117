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
        /// `Provider<Lazy<T>>`: a new `Lazy` on every `get()`, each built once, on its own first `get()`.
        case providerOfLazy
        /// `[T]`: every `.set` contribution.
        case set
        /// `[K: T]`: every `.map(key:)` contribution, with the key type.
        case map(keyType: String)
        /// `(A, B) -> T` (or `throws`): builds `T` from runtime arguments of these types, on every call.
        case factory(argumentTypes: [String], isThrowing: Bool)

        /// Whether the request defers building, which breaks a cycle.
        package var isDeferred: Bool {
            switch self {
            case .lazy, .provider, .providerOfLazy, .factory: true
            case .instance, .optional, .set, .map: false
            }
        }
    }

    /// What stands around each element of a multibinding: `[Provider<Handler>]`, `[String: Lazy<Handler>]`.
    package enum ElementWrapper: String, Hashable, Sendable {
        /// Each element is a `Lazy`, built on its first `get()`.
        case lazy = "Lazy"
        /// Each element is a `Provider`, built anew on every `get()`.
        case provider = "Provider"

        /// The wrapper and the wrapped type when `type` is a `Lazy` or `Provider`: `Provider<Handler>` → `Handler`.
        package static func unwrapping(_ type: String) -> (wrapper: ElementWrapper, wrapped: String)? {
            guard case .named(let parts) = TypeExpression(parsing: type), let last = parts.last,
                let wrapper = ElementWrapper(rawValue: last.name), last.arguments.count == 1,
                parts.dropLast().allSatisfy({ $0.arguments.isEmpty && ["Suture", "SutureRuntime"].contains($0.name) })
            else { return nil }
            return (wrapper, last.arguments[0].description)
        }
    }

    /// The key asked for (for `[T]` and `[K: T]`, the element's key, without its `Lazy` or `Provider`).
    package var key: BindingKey
    /// How the value is wanted.
    package var kind: Kind
    /// For a multibinding of `Lazy` or `Provider` values, the wrapper around each element.
    package var elementWrapper: ElementWrapper?
    /// Who asks, kept in parts until a message spells it.
    package var asker: Requester
    /// Where the request stands.
    package var location: SyntaxLocation?
    /// Whether this is an `@Inject var` set after init, which stays as it is when unbound.
    package var isProperty: Bool
    /// Whether the parameter has a default value that the call keeps when nothing binds the key.
    package var hasDefault: Bool

    /// Describes a request whose requester is spelled in full.
    package init(
        key: BindingKey,
        kind: Kind,
        requester: String,
        location: SyntaxLocation?,
        label: String?,
        isProperty: Bool = false,
        hasDefault: Bool = false,
        elementWrapper: ElementWrapper? = nil
    ) {
        self.init(
            key: key,
            kind: kind,
            asker: Requester(text: requester, label: label),
            location: location,
            isProperty: isProperty,
            hasDefault: hasDefault,
            elementWrapper: elementWrapper
        )
    }

    /// Describes a request.
    package init(
        key: BindingKey,
        kind: Kind,
        asker: Requester,
        location: SyntaxLocation?,
        isProperty: Bool = false,
        hasDefault: Bool = false,
        elementWrapper: ElementWrapper? = nil
    ) {
        self.key = key
        self.kind = kind
        self.elementWrapper = elementWrapper
        self.asker = asker
        self.location = location
        self.isProperty = isProperty
        self.hasDefault = hasDefault
    }

    /// Who asks, for messages: `parameter 'oven' of Baker.init(oven:)`.
    package var requester: String { asker.description }

    /// The argument label of the parameter (`nil` for `_`), or the property name for property injection.
    package var label: String? { asker.label }

    /// Whether the request defers building, which breaks a cycle: `Lazy`, `Provider`, or a multibinding of them.
    package var isDeferred: Bool { kind.isDeferred || elementWrapper != nil }

    /// The requested type as the requester wrote it in canonical form: `Logger?`, `Lazy<Mixer>`, `[Recipe]`.
    package var requestedType: String {
        let element = elementWrapper.map { "\($0.rawValue)<\(key.type)>" } ?? key.type
        return switch kind {
        case .instance: key.type
        case .optional: TypeExpression(parsing: key.type).suffixable + "?"
        case .lazy: "Lazy<\(key.type)>"
        case .provider: "Provider<\(key.type)>"
        case .providerOfLazy: "Provider<Lazy<\(key.type)>>"
        case .set: "[\(element)]"
        case .map(let keyType): "[\(keyType): \(element)]"
        case .factory(let argumentTypes, let isThrowing):
            "(\(argumentTypes.joined(separator: ", ")))\(isThrowing ? " throws" : "") -> \(key.type)"
        }
    }
}
