/// A type marked `@Injectable`, as the macro and the graph compiler both read it.
package struct InjectableDeclaration: Hashable, Sendable {
    /// The type's name as declared (without generic parameters).
    package var typeName: String
    /// Class, struct, actor or enum.
    package var kind: TypeKind
    /// The access level written on the type.
    package var accessLevel: AccessLevel
    /// The `as:` types as written, in order: the keys besides the type's own.
    package var aliases: [String]
    /// The qualifier from `named:`, if any.
    package var qualifier: String?
    /// The scope from `scope:` (`.transient` when absent).
    package var scope: ScopeModel
    /// Whether `eager: true` was written.
    package var isEager: Bool
    /// The initializer the type is built with.
    package var initializer: InjectableInitializer
    /// The `@Inject var` properties, in declaration order.
    package var injectedProperties: [InjectedProperty]
    /// The isolation written on the chosen initializer, or else on the type: the registration's isolation.
    package var isolation: DeclaredIsolation
    /// The isolation written on the type itself, which its `@Inject var` properties share.
    package var typeIsolation: DeclaredIsolation
    /// Where the type's name stands.
    package var location: SyntaxLocation?
    /// Where the `@Injectable` attribute stands, the place to edit its arguments.
    package var attributeLocation: SyntaxLocation?
    /// The type's own generic parameters (`Element` of `Store<Element>`); empty for a type that is not generic.
    package var genericParameters: [String]
    /// Whether the type is an actor or says `Sendable` (or `@unchecked Sendable`) in its own inheritance clause, so a
    /// `Sendable` component may keep it in a stored property.
    package var isDeclaredSendable: Bool

    /// Describes an injectable type.
    package init(
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
        location: SyntaxLocation? = nil,
        attributeLocation: SyntaxLocation? = nil,
        genericParameters: [String] = [],
        isDeclaredSendable: Bool = false
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
        self.attributeLocation = attributeLocation
        self.genericParameters = genericParameters
        self.isDeclaredSendable = isDeclaredSendable
    }

    /// The global actor the registration is isolated to, when one is written.
    package var globalActor: String? { isolation.globalActor }

    /// Every key the type answers: its own type first, then each `as:` type.
    package var keys: [String] { [typeName] + aliases }
}
