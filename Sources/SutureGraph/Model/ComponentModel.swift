import SutureSyntax

/// One `@Component` protocol as the graph sees it: its lifetime, its bindings and what it answers.
public struct ComponentModel: Hashable, Sendable {
    /// One requirement the generated class implements.
    public struct Entry: Hashable, Sendable {
        /// The requirement as declared.
        public var declaration: EntryPoint
        /// What it asks for (for a factory, the built type).
        public var request: DependencyRequest
        /// For an entry point that returns a subcomponent, that component's index.
        public var subcomponent: Int?
        /// The canonical types of the function's parameters, in order.
        public var parameterTypes: [String]

        /// The name each parameter matches an `@Argument` by: its label, or its name when it has none.
        public var argumentNames: [String] { declaration.parameters.map { $0.label ?? $0.name } }
    }

    /// The protocol's full name (`Bakery`, `Server.RequestScope`).
    public var name: String
    /// The protocol as declared.
    public var declaration: ComponentDeclaration
    /// The module that declares it.
    public var moduleName: String
    /// `nil` for a root component, else the custom scope it keeps.
    public var scope: ScopeModel?
    /// The bindings of its modules (and the modules they include), by id, each once.
    public var moduleBindings: [Int]
    /// Its bound instances (the `init` requirement's parameters, or the parent entry point's), by binding id.
    public var boundInstances: [Int]
    /// The requirements, in declaration order.
    public var entries: [Entry]
    /// The component whose entry point returns this one.
    public var parent: Int?
    /// The parent's entry point that returns it.
    public var parentEntryName: String?

    /// `SutureBakery`: the generated class's name.
    public var generatedName: String { "Suture" + name.filter { $0 != "." } }
}

/// Everything the validators check and the renderers draw: every binding and every component of a build.
public struct BindingGraph: Sendable {
    /// Every binding, indexed by id.
    public var bindings: [Binding]
    /// Every component, the roots and their subcomponents.
    public var components: [ComponentModel]
    /// The ids of the `@Injectable` bindings, which every component sees.
    public var injectableBindings: [Int]
    /// The target module's name.
    public var targetModuleName: String
    /// Modules the generated file imports, besides the runtime.
    public var imports: [String]
    /// `Suture` when the target imports it, else `SutureRuntime`: where generated code finds the runtime.
    public var runtimeModule: String
    /// Target types and modules that `SutureGenerated.registrations` lists, as Swift expressions.
    public var registrationExpressions: [RegistrationExpression]
    /// Types marked `@Injectable` whose declaration has errors: a request for one is not reported missing again.
    public var unreadableInjectables: Set<String>
    /// Problems found while reading declarations and building the model.
    public var readingDiagnostics: [GraphDiagnostic]
    /// The protocols declared in the scanned sources, spelled `any P` in generated code.
    public var protocols: Set<String>
    /// Types that conform to a protocol, for near-miss hints: conforming type → protocols.
    var conformances: [String: Set<String>]

    /// What `SutureGenerated.registrations` adds for one declaration.
    public enum RegistrationExpression: Hashable, Sendable {
        /// `Baker.registration`.
        case injectable(String)
        /// `BakeryModule.registrations`.
        case module(String)
    }

    /// The root components (those no entry point returns), in name order.
    public var rootComponents: [Int] {
        components.indices.filter { components[$0].parent == nil && components[$0].scope == nil }
    }
}

extension BindingGraph {
    /// A canonical type as generated code writes it: `any Oven`, `(any Logger)?`.
    func swift(_ canonical: String) -> String {
        TypeExpression(parsing: canonical).swiftSpelling(protocols: protocols)
    }
}
