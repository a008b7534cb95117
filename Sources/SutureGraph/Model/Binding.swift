import SutureSyntax

/// One way of making a value: an `@Injectable` type, a `@Provides` function, or an instance a component is given.
public struct Binding: Hashable, Sendable {
    /// Where the value comes from.
    public enum Source: Hashable, Sendable {
        /// An `@Injectable` type built with its chosen initializer; `typeName` is its full name.
        case injectable(typeName: String, kind: TypeKind)
        /// A `@Provides` function of a module.
        case provider(moduleName: String, functionName: String)
        /// A component's `init` parameter, or a subcomponent entry point's parameter.
        case boundInstance(componentName: String, parameterName: String)
    }

    /// One runtime argument (`@Argument`) the binding takes.
    public struct Argument: Hashable, Sendable {
        /// The label callers write, `nil` for `_`.
        public var label: String?
        /// The parameter's name.
        public var name: String
        /// The canonical type.
        public var type: String
        /// Where it stands.
        public var location: SyntaxLocation?
    }

    /// One parameter of the call that builds the value, in order.
    public enum CallParameter: Hashable, Sendable {
        /// A dependency, by index in `dependencies`.
        case dependency(Int)
        /// A runtime argument, by index in `arguments`.
        case argument(Int)
    }

    /// A stable number, unique in its graph.
    public var id: Int
    /// The keys it answers; the first is its own.
    public var keys: [BindingKey]
    /// Where the value comes from.
    public var source: Source
    /// The canonical type of the value it makes.
    public var valueType: String
    /// How long a value lives.
    public var scope: ScopeModel
    /// What it asks for: initializer or provider parameters, then `@Inject var` properties.
    public var dependencies: [DependencyRequest]
    /// Runtime arguments, in declaration order.
    public var arguments: [Argument]
    /// The call's parameters in order, each a dependency or an argument.
    public var callParameters: [CallParameter]
    /// Whether making the value can throw.
    public var isThrowing: Bool
    /// Whether making the value is `async`.
    public var isAsync: Bool
    /// The global actor it is isolated to, if one is written.
    public var globalActor: String?
    /// The multibinding it contributes to, if any.
    public var contribution: MultibindingContribution?
    /// Whether `eager: true` was written.
    public var isEager: Bool
    /// The module that declares it.
    public var moduleName: String
    /// Why generated code in the target cannot call it, if it cannot.
    public var inaccessibility: String?
    /// Where the inaccessible declaration stands (the initializer, when it is the problem).
    public var inaccessibilityLocation: SyntaxLocation?
    /// Where it is declared.
    public var location: SyntaxLocation?

    /// How messages name it: `Baker`, `BakeryModule.ryeStarter()`, `Bakery.init(config:)`.
    public var displayName: String {
        switch source {
        case .injectable(let typeName, _): typeName
        case .provider(let moduleName, let functionName): "\(moduleName).\(functionName)()"
        case .boundInstance(let componentName, let parameterName):
            "\(componentName)'s bound instance '\(parameterName)'"
        }
    }

    /// The key a request for `key` is answered with, when this binding answers it.
    func answers(_ key: BindingKey) -> Bool { contribution == nil && keys.contains(key) }
}
