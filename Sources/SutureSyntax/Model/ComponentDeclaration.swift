/// A protocol marked `@Component`: what a generated component offers and what it is given.
public struct ComponentDeclaration: Hashable, Sendable {
    /// The protocol's name.
    public var name: String
    /// The access level written on the protocol.
    public var accessLevel: AccessLevel
    /// The modules from `modules:`, as written, in order.
    public var modules: [String]
    /// The scope from `scope:`; `nil` for a root component.
    public var scope: ScopeModel?
    /// The instances given when the component is created: the `init` requirement's parameters.
    public var boundInstances: [Parameter]
    /// The properties and functions the component answers, in declaration order.
    public var entryPoints: [EntryPoint]
    /// The isolation written on the protocol (`@MainActor`), which the generated class takes.
    public var isolation: DeclaredIsolation
    /// Where the protocol's name stands.
    public var location: SyntaxLocation?

    /// Describes a component.
    public init(
        name: String,
        accessLevel: AccessLevel = .internal,
        modules: [String] = [],
        scope: ScopeModel? = nil,
        boundInstances: [Parameter] = [],
        entryPoints: [EntryPoint] = [],
        isolation: DeclaredIsolation = .unspecified,
        location: SyntaxLocation? = nil
    ) {
        self.isolation = isolation
        self.name = name
        self.accessLevel = accessLevel
        self.modules = modules
        self.scope = scope
        self.boundInstances = boundInstances
        self.entryPoints = entryPoints
        self.location = location
    }
}

/// One requirement of a component: a property, or a function whose parameters are runtime arguments.
public struct EntryPoint: Hashable, Sendable {
    /// A property or a function.
    public enum Kind: Hashable, Sendable {
        /// `var baker: Baker { get }`.
        case property
        /// `func order(customer: String) -> Order`.
        case function
    }

    /// The property's or function's name.
    public var name: String
    /// A property or a function.
    public var kind: Kind
    /// The type it returns, as written.
    public var typeSpelling: String
    /// How the returned value is obtained: plain, optional, `Lazy`, `Provider`, `[T]` or `[K: T]`.
    public var requestKind: ParameterKind
    /// The function's parameters (none for a property).
    public var parameters: [Parameter]
    /// Whether it `throws`.
    public var isThrowing: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Where the name stands.
    public var location: SyntaxLocation?

    /// Describes an entry point.
    public init(
        name: String,
        kind: Kind,
        typeSpelling: String,
        requestKind: ParameterKind = .plain,
        parameters: [Parameter] = [],
        isThrowing: Bool = false,
        isAsync: Bool = false,
        location: SyntaxLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.typeSpelling = typeSpelling
        self.requestKind = requestKind
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.location = location
    }
}
