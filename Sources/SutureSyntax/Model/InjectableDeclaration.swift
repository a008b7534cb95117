/// A type marked `@Injectable`, as the macro and the graph compiler both read it.
public struct InjectableDeclaration: Hashable, Sendable {
    /// The type's name as declared (without generic parameters).
    public var typeName: String
    /// Class, struct, actor or enum.
    public var kind: TypeKind
    /// The access level written on the type.
    public var accessLevel: AccessLevel
    /// The `as:` types as written, in order: the keys besides the type's own.
    public var aliases: [String]
    /// The qualifier from `named:`, if any.
    public var qualifier: String?
    /// The scope from `scope:` (`.transient` when absent).
    public var scope: ScopeModel
    /// Whether `eager: true` was written.
    public var isEager: Bool
    /// The initializer the type is built with.
    public var initializer: InjectableInitializer
    /// The `@Inject var` properties, in declaration order.
    public var injectedProperties: [InjectedProperty]
    /// The isolation written on the chosen initializer, or else on the type: the registration's isolation.
    public var isolation: DeclaredIsolation
    /// The isolation written on the type itself, which its `@Inject var` properties share.
    public var typeIsolation: DeclaredIsolation
    /// Where the type's name stands.
    public var location: SyntaxLocation?

    /// Describes an injectable type.
    public init(
        typeName: String,
        kind: TypeKind,
        accessLevel: AccessLevel = .internal,
        aliases: [String] = [],
        qualifier: String? = nil,
        scope: ScopeModel = .transient,
        isEager: Bool = false,
        initializer: InjectableInitializer,
        injectedProperties: [InjectedProperty] = [],
        isolation: DeclaredIsolation = .unspecified,
        typeIsolation: DeclaredIsolation = .unspecified,
        location: SyntaxLocation? = nil
    ) {
        self.typeName = typeName
        self.kind = kind
        self.accessLevel = accessLevel
        self.aliases = aliases
        self.qualifier = qualifier
        self.scope = scope
        self.isEager = isEager
        self.initializer = initializer
        self.injectedProperties = injectedProperties
        self.isolation = isolation
        self.typeIsolation = typeIsolation
        self.location = location
    }

    /// The global actor the registration is isolated to, when one is written.
    public var globalActor: String? { isolation.globalActor }

    /// Every key the type answers: its own type first, then each `as:` type.
    public var keys: [String] { [typeName] + aliases }
}
