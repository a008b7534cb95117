/// A static function marked `@Provides` in a module.
public struct ProviderDeclaration: Hashable, Sendable {
    /// The function's name.
    public var name: String
    /// The return type as written: the key the provider answers.
    public var typeSpelling: String
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// The qualifier from `named:`, if any.
    public var qualifier: String?
    /// The scope from `scope:` (`.transient` when absent).
    public var scope: ScopeModel
    /// The multibinding it contributes to, if any.
    public var contribution: MultibindingContribution?
    /// Whether it `throws`.
    public var isThrowing: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// The isolation written on the function, or else on its module.
    public var isolation: DeclaredIsolation
    /// Where the function's name stands.
    public var location: SyntaxLocation?

    /// Describes a provider.
    public init(
        name: String,
        typeSpelling: String,
        parameters: [Parameter] = [],
        qualifier: String? = nil,
        scope: ScopeModel = .transient,
        contribution: MultibindingContribution? = nil,
        isThrowing: Bool = false,
        isAsync: Bool = false,
        isolation: DeclaredIsolation = .unspecified,
        location: SyntaxLocation? = nil
    ) {
        self.name = name
        self.typeSpelling = typeSpelling
        self.parameters = parameters
        self.qualifier = qualifier
        self.scope = scope
        self.contribution = contribution
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.isolation = isolation
        self.location = location
    }

    /// The global actor the registration is isolated to, when one is written.
    public var globalActor: String? { isolation.globalActor }

    /// The runtime arguments, in declaration order.
    public var arguments: [Parameter] { parameters.filter(\.isArgument) }
}

/// Where a provider contributes: `into: .set` or `into: .map(key:)`.
public enum MultibindingContribution: Hashable, Sendable {
    /// One element of `[T]`.
    case set
    /// One entry of `[K: T]`; the key expression as written (`"croissant"`, `Flavor.rye`).
    case map(key: String)
}
