import SutureSyntax

/// One `@Component` protocol as the graph sees it: its lifetime, its bindings and what it answers.
package struct ComponentModel: Hashable, Sendable {
    /// One requirement the generated class implements.
    package struct Entry: Hashable, Sendable {
        /// The requirement as declared.
        package var declaration: EntryPoint
        /// What it asks for (for a factory, the built type).
        package var request: DependencyRequest
        /// For an entry point that returns a subcomponent, that component's index.
        package var subcomponent: Int?
        /// The canonical types of the function's parameters, in order.
        package var parameterTypes: [String]

        /// The name each parameter matches an `@Argument` by: its label, or its name when it has none.
        package var argumentNames: [String] { declaration.parameters.map { $0.label ?? $0.name } }
    }

    /// The protocol's full name (`Bakery`, `Server.RequestScope`).
    package var name: String
    /// The protocol as declared.
    package var declaration: ComponentDeclaration
    /// The module that declares it.
    package var moduleName: String
    /// `nil` for a root component, else the custom scope it keeps.
    package var scope: ScopeModel?
    /// The bindings of its modules (and the modules they include), by id, each once: those it lists, then those
    /// installed in it.
    package var moduleBindings: [Int]
    /// The modules it lists in `modules:`, and those they include, by index in the graph's modules.
    package var listedModules: [Int] = []
    /// The modules installed in it by `@Module(installIn:)`, and those they include, that it does not list, by index
    /// in the graph's modules.
    package var installedModules: [Int] = []
    /// For each installed module, by index, the name in its `installIn:` that this component is or refines, as
    /// resolved; none for a module whose `installIn:` names nothing it is (one that an installed module includes).
    package var installedThrough: [Int: String] = [:]
    /// For each installed module that has no name in `installedThrough`, by index, the installed module that includes
    /// it, by index: the module is there through that one's `installIn:` (or, further up, its includer's).
    package var installedIncluder: [Int: Int] = [:]
    /// The modules of `omitting:`, by index in the graph's modules: left out on purpose, so not warned about.
    package var omittedModules: [Int] = []
    /// Its bound instances (the `init` requirement's parameters, or the parent entry point's), by binding id.
    package var boundInstances: [Int]
    /// The requirements, in declaration order.
    package var entries: [Entry]
    /// The component whose entry point returns this one.
    package var parent: Int?
    /// The parent's entry point that returns it.
    package var parentEntryName: String?

    /// `SutureBakery`: the generated class's name.
    package var generatedName: String { "Suture" + name.filter { $0 != "." } }

    /// The components from `component` up to its root, `component` first; a malformed parent loop ends the chain.
    static func chain(from component: Int, in components: [ComponentModel]) -> [Int] {
        var result = [component]
        var seen: Set<Int> = [component]
        while let parent = components[result[result.count - 1]].parent, seen.insert(parent).inserted {
            result.append(parent)
        }
        return result
    }

    /// The installed modules that brought `module` into this component when it is there only because one of them
    /// includes it: its includer first, the last being the one whose `installIn:` names the component (its name in
    /// `installedThrough`); empty for a module installed through its own `installIn:`.
    func includers(of module: Int) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = [module]
        var current = module
        while installedThrough[current] == nil, let includer = installedIncluder[current],
            seen.insert(includer).inserted
        {
            result.append(includer)
            current = includer
        }
        return result
    }
}

/// Everything the validators check and the renderers draw: every binding and every component of a build.
package struct BindingGraph: Sendable {
    /// Every binding, indexed by id.
    package var bindings: [Binding]
    /// Every component, the roots and their subcomponents.
    package var components: [ComponentModel]
    /// The ids of the `@Injectable` bindings, which every component sees.
    package var injectableBindings: [Int]
    /// The target module's name.
    package var targetModuleName: String
    /// Every scanned source module, the target first.
    package var sourceModules: [SourceModuleSummary]
    /// Every `@Module` enum, in scanning order (the target's first).
    package var modules: [ModuleModel]
    /// Names in `modules:` and `includes:` that no scanned `@Module` declares.
    package var unresolvedModuleReferences: [UnresolvedModuleReference]
    /// Modules installed in a component that one of its ancestors has already.
    package var redundantInstallations: [RedundantInstallation] = []
    /// Dependencies' `#if` blocks whose flags nobody can decide (see `UndecidedCondition`).
    package var undecidedConditions: [UndecidedCondition] = []
    /// The settings and the first block of sources that tell apart more configurations than are checked; `nil`
    /// within the limit. Past it, this graph is the primary configuration's alone.
    package var exceededConfigurationLimit: ConfigurationLimit?
    /// Where the bindings that every configuration of the build has stand; `nil` when the build has one
    /// configuration. A clash stands at such a binding, since that is the one that clashes in every configuration.
    package var bindingsInEveryConfiguration: Set<SyntaxLocation>?
    /// Types marked `@Injectable`, or returned by `@Provides` functions, whose declaration has errors: a request
    /// for one is not reported missing again.
    package var unreadableBindingTypes: Set<String>
    /// The target's files left unread because they nest brackets too deep.
    package var skippedFiles: [SkippedFile]
    /// `@Injectable` types that are generic: a container registers one specialization at a time
    /// (`Store<User>.registration`), and the graph compiler binds none, since nothing chooses the type arguments.
    package var genericInjectables: [GenericInjectable] = []
    /// Problems of the target's declarations on their own, found while reading them.
    package var declarationProblems: [DeclarationProblem]
    /// The protocols generated code spells `any P`: declared in the scanned sources, or written after `any` there.
    package var protocols: Set<String>
    /// What each type inherits: whether a type is, conforms to or refines another, for installation, the rules and
    /// near-miss hints.
    var conformances: ConformanceTable
    /// The protocols declared in the scanned sources.
    var declaredProtocols: Set<String> = []
    /// Every type declared in the scanned sources, by full name.
    var declaredTypes: Set<String> = []
    /// How far each type declared in the scanned sources is visible, by full name.
    var typeAccess: [String: TypeAccess] = [:]

    /// The root components (those no entry point returns), in name order.
    package var rootComponents: [Int] {
        components.indices.filter { components[$0].parent == nil && components[$0].scope == nil }
    }
}

extension BindingGraph {
    /// The components from `component` up to its root, `component` first.
    func componentChain(from component: Int) -> [Int] {
        ComponentModel.chain(from: component, in: components)
    }

    /// The root of the component tree `component` belongs to: its parent's parent, and so on.
    func rootComponent(of component: Int) -> Int {
        componentChain(from: component).last ?? component
    }

    /// A canonical type as generated code writes it: `any Oven`, `(any Logger)?`.
    func swift(_ canonical: String) -> String {
        TypeExpression.swiftSpelling(of: canonical, protocols: protocols)
    }
}

/// An `@Injectable` type with generic parameters, which the graph compiler does not bind: a request for one of its
/// specializations is missing, with a note that says to provide the specialization from a `@Module`.
package struct GenericInjectable: Hashable, Sendable {
    /// The type's full name without its generic parameters: `Store`.
    package var name: String
    /// Its generic parameters: `Element`.
    package var parameters: [String]
    /// The initializer a provider of one of its specializations would call.
    package var initializer: InjectableInitializer?
    /// Where the type's name stands.
    package var location: SyntaxLocation?

    /// Whether `type` is a specialization of this type: `Store<User>` for `Store<Element>`.
    package func isSpecialized(as type: String) -> Bool {
        type.hasPrefix(name + "<") && type.hasSuffix(">")
    }
}
