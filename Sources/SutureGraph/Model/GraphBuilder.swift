import SutureSyntax

/// Builds the binding graph from scanned modules: bindings with canonical keys, components with their modules.
struct GraphBuilder {
    let modules: [ScannedModule]
    let resolver: TypeResolver
    var bindings: [Binding] = []
    var injectableIDs: [Int] = []
    var moduleModels: [ModuleModel] = []
    var moduleIndices: [String: Int] = [:]
    var problems: [DeclarationProblem] = []
    var unresolvedReferences: [UnresolvedModuleReference] = []
    /// `@Injectable` types with generic parameters, which get no binding.
    var genericInjectables: [GenericInjectable] = []
    /// Return types of `@Provides` functions too broken to read, canonical.
    var unreadableProviderTypes: Set<String> = []

    init(modules: [ScannedModule]) {
        self.modules = modules
        resolver = TypeResolver(modules: modules)
    }

    /// The graph of every component of the target module.
    mutating func build() -> BindingGraph {
        for module in modules {
            if module.isTarget { problems += module.diagnostics }
            for injectable in module.injectables { addInjectable(injectable, module: module) }
            for declaration in module.modules { addModule(declaration, module: module) }
        }
        recordUnresolvedIncludes()
        var components: [ComponentModel] = []
        for module in modules where module.isTarget {
            for component in module.components {
                components.append(makeComponent(component, module: module))
            }
        }
        components.sort { $0.name < $1.name }
        linkSubcomponents(&components)
        let redundantInstallations = ModuleInstallation.install(
            moduleModels, into: &components, conformances: resolver.conformances)
        let target = modules.first(where: \.isTarget)
        return BindingGraph(
            bindings: bindings,
            components: components,
            injectableBindings: injectableIDs,
            targetModuleName: target?.name ?? "",
            sourceModules: modules.map { module in
                SourceModuleSummary(
                    name: module.name,
                    isTarget: module.isTarget,
                    imports: module.imports,
                    declaresBindings: !(module.injectables.isEmpty && module.modules.isEmpty)
                )
            },
            modules: moduleModels,
            unresolvedModuleReferences: unresolvedReferences,
            redundantInstallations: redundantInstallations,
            unreadableBindingTypes: Set(
                modules.flatMap { module in module.injectableNames.map { resolver.canonical($0, in: []) } }
            ).subtracting(injectableIDs.map { bindings[$0].valueType }).subtracting(genericInjectables.map(\.name))
                .union(unreadableProviderTypes),
            skippedFiles: modules.filter(\.isTarget).flatMap(\.skippedFiles),
            genericInjectables: genericInjectables,
            declarationProblems: problems,
            protocols: resolver.existentialNames,
            conformances: resolver.conformances,
            declaredProtocols: resolver.protocols,
            declaredTypes: resolver.declaredTypeNames,
            typeAccess: resolver.accessLevels
        )
    }
}
