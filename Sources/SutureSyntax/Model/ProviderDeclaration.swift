/// A static function marked `@Provides` in a module.
package struct ProviderDeclaration: Hashable, Sendable {
    /// The function's name.
    package var name: String
    /// The return type as written: the key the provider answers.
    package var typeSpelling: String
    /// Its parameters, in order.
    package var parameters: [Parameter]
    /// The qualifier from `named:`, if any.
    package var qualifier: String?
    /// The scope from `scope:` (`.transient` when absent).
    package var scope: ScopeModel
    /// The multibinding it contributes to, if any.
    package var contribution: MultibindingContribution?
    /// Whether it `throws`.
    package var isThrowing: Bool
    /// Whether it is `async`.
    package var isAsync: Bool
    /// The isolation written on the function, or else on its module.
    package var isolation: DeclaredIsolation
    /// Where the function's name stands.
    package var location: SyntaxLocation?
    /// The `#if` clauses the function stands in, outermost first; empty outside any.
    package var clauses: [IfConfigPlacement] = []

    /// Describes a provider.
    package init(
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
    package var globalActor: String? { isolation.globalActor }

    /// The runtime arguments, in declaration order.
    package var arguments: [Parameter] { parameters.filter(\.isArgument) }
}

/// Where a provider contributes: `into: .set`, `into: .elements` or `into: .map(key:)`.
package enum MultibindingContribution: Hashable, Sendable {
    /// One element of `[T]`.
    case set
    /// Every element of the `[T]` the provider returns, to `[T]`.
    case elements
    /// One entry of `[K: T]`; the key expression as written (`"croissant"`, `Flavor.rye`).
    case map(key: String)
}
