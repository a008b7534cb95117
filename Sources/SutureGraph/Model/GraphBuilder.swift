import SutureSyntax

/// Builds the binding graph from scanned modules: bindings with canonical keys, components with their modules.
struct GraphBuilder {
    let modules: [ScannedModule]
    let resolver: TypeResolver
    private var bindings: [Binding] = []
    private var injectableIDs: [Int] = []
    private var moduleModels: [ModuleModel] = []
    private var moduleIndices: [String: Int] = [:]
    private var problems: [DeclarationProblem] = []
    private var unresolvedReferences: [UnresolvedModuleReference] = []
    /// `@Injectable` types with generic parameters, which get no binding.
    private var genericInjectables: [GenericInjectable] = []
    /// Return types of `@Provides` functions too broken to read, canonical.
    private var unreadableProviderTypes: Set<String> = []

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
            declaredTypes: resolver.declaredTypeNames
        )
    }

    // MARK: Injectables

    private mutating func addInjectable(_ annotated: Annotated<InjectableDeclaration>, module: ScannedModule) {
        let model = annotated.model
        let scope = annotated.enclosingTypeNames
        let typeName = resolver.canonical((scope + [model.typeName]).joined(separator: "."), in: [])
        guard model.genericParameters.isEmpty else {
            genericInjectables.append(
                GenericInjectable(
                    name: typeName,
                    parameters: model.genericParameters,
                    initializer: model.initializer,
                    location: model.location
                )
            )
            return
        }
        let ownScope = scope + [model.typeName]
        let keys = ([typeName] + model.aliases.map { resolver.canonical($0, in: ownScope) }).map {
            BindingKey(type: $0, qualifier: model.qualifier)
        }
        let signature = Self.signature("init", model.initializer.parameters)
        var (dependencies, arguments, call) = readParameters(
            model.initializer.parameters,
            scope: ownScope,
            requester: { "parameter '\($0)' of \(typeName).\(signature)" }
        )
        for property in model.injectedProperties {
            dependencies.append(
                DependencyRequest(
                    key: BindingKey(
                        type: resolver.canonical(property.dependencySpelling, in: ownScope),
                        qualifier: property.qualifier
                    ),
                    kind: .optional,
                    requester: "property '\(property.name)' of \(typeName)",
                    location: property.location,
                    label: property.name,
                    isProperty: true
                )
            )
        }
        var inaccessibility: Inaccessibility?
        var inaccessibilityLocation = model.location
        if annotated.isLocal {
            inaccessibility = .declaredInFunction(name: typeName)
        } else if [.private, .fileprivate].contains(model.accessLevel) {
            inaccessibility = .fileScoped(name: typeName, declaration: .type, level: model.accessLevel)
        } else if [.private, .fileprivate].contains(model.initializer.accessLevel) {
            inaccessibility = .initializerFileScoped(
                typeName: typeName, signature: signature, level: model.initializer.accessLevel)
            inaccessibilityLocation = model.initializer.location ?? model.location
        } else if !module.isTarget {
            if !Self.crossModule(model.accessLevel) {
                inaccessibility = .notPublic(name: typeName, level: model.accessLevel, module: module.name)
            } else if !Self.crossModule(model.initializer.accessLevel) {
                inaccessibility = .initializerNotPublic(
                    typeName: typeName,
                    signature: signature,
                    level: model.initializer.accessLevel,
                    isImplicit: model.initializer.origin != .explicit,
                    module: module.name
                )
                inaccessibilityLocation = model.initializer.location ?? model.location
            }
        }
        let id = bindings.count
        bindings.append(
            Binding(
                id: id,
                keys: keys,
                source: .injectable(typeName: typeName, kind: model.kind),
                valueType: typeName,
                scope: model.scope,
                dependencies: dependencies,
                arguments: arguments,
                callParameters: call,
                isThrowing: model.initializer.isThrowing,
                isAsync: model.initializer.isAsync,
                globalActor: model.globalActor,
                contribution: nil,
                isEager: model.isEager,
                moduleName: module.name,
                inaccessibility: inaccessibility,
                inaccessibilityLocation: inaccessibility == nil ? nil : inaccessibilityLocation,
                location: model.location,
                attributeLocation: model.attributeLocation,
                signature: signature,
                isDeclaredSendable: model.isDeclaredSendable
            )
        )
        injectableIDs.append(id)
    }

    // MARK: Modules

    private mutating func addModule(_ annotated: Annotated<ModuleDeclaration>, module: ScannedModule) {
        let model = annotated.model
        let moduleName = resolver.canonical(
            (annotated.enclosingTypeNames + [model.name]).joined(separator: "."), in: [])
        let ownScope = annotated.enclosingTypeNames + [model.name]
        guard moduleIndices[moduleName] == nil else { return }
        var inaccessibility: Inaccessibility?
        if annotated.isLocal {
            inaccessibility = .declaredInFunction(name: moduleName)
        } else if [.private, .fileprivate].contains(model.accessLevel) {
            inaccessibility = .fileScoped(name: moduleName, declaration: .module, level: model.accessLevel)
        } else if !module.isTarget, !Self.crossModule(model.accessLevel) {
            inaccessibility = .notPublic(name: moduleName, level: model.accessLevel, module: module.name)
        }
        unreadableProviderTypes.formUnion(
            model.unreadableProviderTypes.map { resolver.canonical($0, in: ownScope) })
        var ids: [Int] = []
        for provider in model.providers {
            let signature = Self.signature(provider.name, provider.parameters)
            let (dependencies, arguments, call) = readParameters(
                provider.parameters,
                scope: ownScope,
                requester: { "parameter '\($0)' of \(moduleName).\(signature)" }
            )
            let valueType = resolver.canonical(provider.typeSpelling, in: ownScope)
            // The elements of `[T]` join the set of `T`.
            var keyType = valueType
            if provider.contribution == .elements, case .array(let element) = TypeExpression(parsing: valueType) {
                keyType = element.description
            }
            let id = bindings.count
            bindings.append(
                Binding(
                    id: id,
                    keys: [BindingKey(type: keyType, qualifier: provider.qualifier)],
                    source: .provider(moduleName: moduleName, functionName: provider.name),
                    valueType: valueType,
                    scope: provider.scope,
                    dependencies: dependencies,
                    arguments: arguments,
                    callParameters: call,
                    isThrowing: provider.isThrowing,
                    isAsync: provider.isAsync,
                    globalActor: provider.globalActor,
                    contribution: provider.contribution,
                    isEager: false,
                    moduleName: module.name,
                    inaccessibility: inaccessibility,
                    inaccessibilityLocation: inaccessibility == nil ? nil : model.location,
                    location: provider.location,
                    signature: signature
                )
            )
            ids.append(id)
        }
        moduleIndices[moduleName] = moduleModels.count
        moduleModels.append(
            ModuleModel(
                name: moduleName,
                moduleName: module.name,
                isTarget: module.isTarget,
                bindings: ids,
                writtenIncludes: model.includes,
                includes: model.includes.map { resolver.canonical($0, in: ownScope) },
                writtenInstallIn: model.installIn,
                installIn: model.installIn.map { resolver.canonical($0, in: ownScope) },
                inaccessibility: inaccessibility,
                location: model.location
            )
        )
    }

    /// Records each `includes:` entry of a target module that names no scanned `@Module`, at that module.
    private mutating func recordUnresolvedIncludes() {
        for module in moduleModels.sorted(by: { $0.name < $1.name }) where module.isTarget {
            for (written, resolved) in zip(module.writtenIncludes, module.includes) where moduleIndices[resolved] == nil
            {
                unresolvedReferences.append(
                    UnresolvedModuleReference(
                        referrer: .module(module.name),
                        written: written,
                        resolved: resolved,
                        location: module.location
                    )
                )
            }
        }
    }

    // MARK: Components

    private mutating func makeComponent(_ annotated: Annotated<ComponentDeclaration>, module: ScannedModule)
        -> ComponentModel
    {
        let model = annotated.model
        let name = resolver.canonical((annotated.enclosingTypeNames + [model.name]).joined(separator: "."), in: [])
        let ownScope = annotated.enclosingTypeNames + [model.name]
        var moduleBindings: [Int] = []
        var listedModules: [Int] = []
        var seen: Set<String> = []
        var pending = model.modules.map { ($0, ownScope) }
        while !pending.isEmpty {
            let (spelling, scope) = pending.removeFirst()
            let moduleName = resolver.canonical(spelling, in: scope)
            guard seen.insert(moduleName).inserted else { continue }
            guard let index = moduleIndices[moduleName] else {
                // An unresolved `includes:` is recorded once, at the module that writes it.
                guard scope == ownScope else { continue }
                unresolvedReferences.append(
                    UnresolvedModuleReference(
                        referrer: .component(name),
                        written: spelling,
                        resolved: moduleName,
                        location: model.location
                    )
                )
                continue
            }
            moduleBindings += moduleModels[index].bindings
            listedModules.append(index)
            pending += moduleModels[index].includes.map { ($0, [String]()) }
        }
        var omittedModules: [Int] = []
        for spelling in model.omittedModules {
            let moduleName = resolver.canonical(spelling, in: ownScope)
            if let index = moduleIndices[moduleName] {
                omittedModules.append(index)
            } else {
                unresolvedReferences.append(
                    UnresolvedModuleReference(
                        referrer: .omission(name),
                        written: spelling,
                        resolved: moduleName,
                        location: model.location
                    )
                )
            }
        }
        let boundInstances = makeBoundInstances(model.boundInstances, componentName: name, scope: ownScope)
        var entries: [ComponentModel.Entry] = []
        for entryPoint in model.entryPoints {
            let fallback = (
                kind: DependencyRequest.Kind.instance,
                key: BindingKey(
                    type: resolver.canonical(entryPoint.typeSpelling, in: ownScope), qualifier: entryPoint.qualifier),
                elementWrapper: DependencyRequest.ElementWrapper?.none
            )
            let (requestKind, requestKey, elementWrapper) =
                Self.request(
                    for: entryPoint.requestKind,
                    spelling: entryPoint.typeSpelling,
                    qualifier: entryPoint.qualifier,
                    resolver: resolver,
                    scope: ownScope
                ) ?? fallback
            entries.append(
                ComponentModel.Entry(
                    declaration: entryPoint,
                    request: DependencyRequest(
                        key: requestKey,
                        kind: requestKind,
                        requester: "entry point \(name).\(entryPoint.name)",
                        location: entryPoint.location,
                        label: nil,
                        elementWrapper: elementWrapper
                    ),
                    subcomponent: nil,
                    parameterTypes: entryPoint.parameters.map { resolver.canonical($0.typeSpelling, in: ownScope) }
                )
            )
        }
        return ComponentModel(
            name: name,
            declaration: model,
            moduleName: module.name,
            scope: model.scope,
            moduleBindings: moduleBindings,
            listedModules: listedModules,
            omittedModules: omittedModules,
            boundInstances: boundInstances,
            entries: entries,
            parent: nil,
            parentEntryName: nil
        )
    }

    /// Bound instances keyed by type; when two share a type, each is named by its label instead.
    private mutating func makeBoundInstances(_ parameters: [Parameter], componentName: String, scope: [String]) -> [Int]
    {
        let types = parameters.map { resolver.canonical($0.typeSpelling, in: scope) }
        var ids: [Int] = []
        for (parameter, type) in zip(parameters, types) {
            let shared = types.filter { $0 == type }.count > 1
            let id = bindings.count
            bindings.append(
                Binding(
                    id: id,
                    keys: [BindingKey(type: type, qualifier: shared ? (parameter.label ?? parameter.name) : nil)],
                    source: .boundInstance(componentName: componentName, parameterName: parameter.name),
                    valueType: type,
                    scope: .transient,
                    dependencies: [],
                    arguments: [],
                    callParameters: [],
                    isThrowing: false,
                    isAsync: false,
                    globalActor: nil,
                    contribution: nil,
                    isEager: false,
                    moduleName: "",
                    inaccessibility: nil,
                    inaccessibilityLocation: nil,
                    location: parameter.location
                )
            )
            ids.append(id)
        }
        return ids
    }

    /// Points each entry point that returns a scoped component at it, and gives that component its parent.
    private mutating func linkSubcomponents(_ components: inout [ComponentModel]) {
        let byName = Dictionary(
            components.indices.map { (components[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in components.indices {
            for entryIndex in components[index].entries.indices {
                let entry = components[index].entries[entryIndex]
                guard entry.request.kind == .instance, entry.request.key.qualifier == nil,
                    let child = byName[entry.request.key.type], components[child].scope != nil, child != index,
                    components[child].parent == nil || components[child].parent == index
                else { continue }
                components[index].entries[entryIndex].subcomponent = child
                guard components[child].parent == nil else { continue }
                components[child].parent = index
                components[child].parentEntryName = entry.declaration.name
                components[child].boundInstances += makeBoundInstances(
                    entry.declaration.parameters,
                    componentName: components[child].name,
                    scope: components[index].name.split(separator: ".").map(String.init)
                )
            }
        }
    }

    // MARK: Parameters

    private func readParameters(
        _ parameters: [Parameter],
        scope: [String],
        requester: (String) -> String
    ) -> ([DependencyRequest], [Binding.Argument], [Binding.CallParameter]) {
        var dependencies: [DependencyRequest] = []
        var arguments: [Binding.Argument] = []
        var call: [Binding.CallParameter] = []
        for parameter in parameters {
            if parameter.isArgument {
                call.append(.argument(arguments.count))
                arguments.append(
                    Binding.Argument(
                        label: parameter.label,
                        name: parameter.name,
                        type: resolver.canonical(parameter.typeSpelling, in: scope),
                        location: parameter.location
                    )
                )
                continue
            }
            guard
                let (kind, key, elementWrapper) = Self.request(
                    for: parameter.kind,
                    spelling: parameter.typeSpelling,
                    qualifier: parameter.qualifier,
                    resolver: resolver,
                    scope: scope
                )
            else { continue }
            call.append(.dependency(dependencies.count))
            dependencies.append(
                DependencyRequest(
                    key: key,
                    kind: kind,
                    requester: requester(parameter.name),
                    location: parameter.location,
                    label: parameter.label,
                    // As in a container's registration, a plain or optional dependency falls back to its default.
                    hasDefault: parameter.defaultValue != nil && Self.fallsBackToDefault(parameter.kind),
                    elementWrapper: elementWrapper
                )
            )
        }
        return (dependencies, arguments, call)
    }

    /// Whether a parameter of this kind keeps its default value when nothing binds it: a plain or optional one.
    /// (`Lazy`, `Provider` and multibindings are always answered: a wrapper or an empty collection.)
    private static func fallsBackToDefault(_ kind: ParameterKind) -> Bool {
        switch kind {
        case .plain, .optional: true
        case .argument, .lazy, .provider, .set, .map, .factory: false
        }
    }

    /// The request a parameter or entry point of this kind makes.
    static func request(
        for kind: ParameterKind,
        spelling: String,
        qualifier: String?,
        resolver: TypeResolver,
        scope: [String]
    ) -> (kind: DependencyRequest.Kind, key: BindingKey, elementWrapper: DependencyRequest.ElementWrapper?)? {
        func key(_ type: String) -> BindingKey {
            BindingKey(type: resolver.canonical(type, in: scope), qualifier: qualifier)
        }
        /// A multibinding's element key, without the `Lazy` or `Provider` each element may be wrapped in.
        func element(_ type: String) -> (BindingKey, DependencyRequest.ElementWrapper?) {
            let canonical = key(type)
            guard let (wrapper, wrapped) = DependencyRequest.ElementWrapper.unwrapping(canonical.type) else {
                return (canonical, nil)
            }
            return (BindingKey(type: wrapped, qualifier: qualifier), wrapper)
        }
        switch kind {
        case .plain: return (.instance, key(spelling), nil)
        case .optional(let wrapped): return (.optional, key(wrapped), nil)
        case .lazy(let of): return (.lazy, key(of), nil)
        case .provider(let of):
            // `Provider<Lazy<T>>`: a request of its own for `T`, not one for a binding of `Lazy<T>`.
            let wrapped = key(of)
            if let (wrapper, inner) = DependencyRequest.ElementWrapper.unwrapping(wrapped.type), wrapper == .lazy {
                return (.providerOfLazy, BindingKey(type: inner, qualifier: qualifier), nil)
            }
            return (.provider, wrapped, nil)
        case .set(let of):
            let (key, wrapper) = element(of)
            return (.set, key, wrapper)
        case .map(let keyType, let value):
            let (key, wrapper) = element(value)
            return (.map(keyType: resolver.canonical(keyType, in: scope)), key, wrapper)
        case .factory(let arguments, let result, let isThrowing):
            let argumentTypes = arguments.map { resolver.canonical($0, in: scope) }
            return (.factory(argumentTypes: argumentTypes, isThrowing: isThrowing), key(result), nil)
        case .argument: return nil
        }
    }

    /// `init(oven:starter:)`, `ryeStarter()`.
    static func signature(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private static func crossModule(_ level: AccessLevel) -> Bool {
        switch level {
        case .public, .open, .package: true
        case .private, .fileprivate, .internal: false
        }
    }
}
