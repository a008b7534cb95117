/// A protocol marked `@Component`: what a generated component offers and what it is given.
package struct ComponentDeclaration: Hashable, Sendable {
    /// The protocol's name.
    package var name: String
    /// The access level written on the protocol.
    package var accessLevel: AccessLevel
    /// The modules from `modules:`, as written, in order.
    package var modules: [String]
    /// The modules from `omitting:`, as written, in order: left out on purpose, so no warning says they are missing.
    package var omittedModules: [String]
    /// The scope from `scope:`; `nil` for a root component.
    package var scope: ScopeModel?
    /// The instances given when the component is created: the `init` requirement's parameters.
    package var boundInstances: [Parameter]
    /// The properties and functions the component answers, in declaration order.
    package var entryPoints: [EntryPoint]
    /// The isolation written on the protocol (`@MainActor`), which the generated class takes.
    package var isolation: DeclaredIsolation
    /// Whether the protocol inherits `Sendable`, so the generated class and its overrides must be `Sendable` too.
    package var isSendable: Bool
    /// Where the protocol's name stands.
    package var location: SyntaxLocation?
    /// Where a module is to be listed: the `modules:` argument, or the `@Component` attribute when it has none.
    package var modulesLocation: SyntaxLocation?

    /// Describes a component.
    package init(
        name: String,
        accessLevel: AccessLevel = .internal,
        modules: [String] = [],
        omittedModules: [String] = [],
        scope: ScopeModel? = nil,
        boundInstances: [Parameter] = [],
        entryPoints: [EntryPoint] = [],
        isolation: DeclaredIsolation = .unspecified,
        isSendable: Bool = false,
        location: SyntaxLocation? = nil,
        modulesLocation: SyntaxLocation? = nil
    ) {
        self.isolation = isolation
        self.isSendable = isSendable
        self.name = name
        self.accessLevel = accessLevel
        self.modules = modules
        self.omittedModules = omittedModules
        self.scope = scope
        self.boundInstances = boundInstances
        self.entryPoints = entryPoints
        self.location = location
        self.modulesLocation = modulesLocation
    }
}

/// One requirement of a component: a property, or a function whose parameters are runtime arguments.
package struct EntryPoint: Hashable, Sendable {
    /// A property or a function.
    package enum Kind: Hashable, Sendable {
        /// `var baker: Baker { get }`.
        case property
        /// `func order(customer: String) -> Order`.
        case function
    }

    /// The property's or function's name.
    package var name: String
    /// A property or a function.
    package var kind: Kind
    /// The type it returns, as written.
    package var typeSpelling: String
    /// How the returned value is obtained: plain, optional, `Lazy`, `Provider`, `[T]` or `[K: T]`.
    package var requestKind: ParameterKind
    /// The name from `@Qualified("x")`: the entry point returns the binding of that name.
    package var qualifier: String?
    /// The function's parameters (none for a property).
    package var parameters: [Parameter]
    /// Whether it `throws`.
    package var isThrowing: Bool
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Where the name stands.
    package var location: SyntaxLocation?

    /// Describes an entry point.
    package init(
        name: String,
        kind: Kind,
        typeSpelling: String,
        requestKind: ParameterKind = .plain,
        qualifier: String? = nil,
        parameters: [Parameter] = [],
        isThrowing: Bool = false,
        isAsync: Bool = false,
        location: SyntaxLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.typeSpelling = typeSpelling
        self.requestKind = requestKind
        self.qualifier = qualifier
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.location = location
    }
}
