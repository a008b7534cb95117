import SutureSyntax

/// Builds the binding graph from scanned modules: bindings with canonical keys, components with their modules.
struct GraphBuilder {
    let modules: [ScannedModule]
    let resolver: TypeResolver
    private var bindings: [Binding] = []
    private var injectableIDs: [Int] = []
    private var moduleBindingIDs: [String: [Int]] = [:]
    private var moduleIncludes: [String: [String]] = [:]
    private var moduleLocations: [String: SyntaxLocation?] = [:]
    private var diagnostics: [GraphDiagnostic] = []
    private var registrationExpressions: [BindingGraph.RegistrationExpression] = []
    private var includedByTargetModules: Set<String> = []
    private var includeSites: [String: (written: [String], location: SyntaxLocation?, isTarget: Bool)] = [:]

    init(modules: [ScannedModule]) {
        self.modules = modules
        resolver = TypeResolver(modules: modules)
    }

    /// The graph of every component of the target module.
    mutating func build() -> BindingGraph {
        for module in modules {
            diagnostics += module.diagnostics.filter { _ in module.isTarget }
            for injectable in module.injectables { addInjectable(injectable, module: module) }
            for declaration in module.modules { addModule(declaration, module: module) }
        }
        reportUnresolvedIncludes()
        var components: [ComponentModel] = []
        for module in modules where module.isTarget {
            for component in module.components {
                components.append(makeComponent(component, module: module))
            }
        }
        components.sort { $0.name < $1.name }
        linkSubcomponents(&components)
        let target = modules.first(where: \.isTarget)
        var imports = Set(target?.imports ?? [])
        // A dependency module is imported when it declares something the graph can use.
        imports.formUnion(
            modules.filter { !$0.isTarget && !($0.injectables.isEmpty && $0.modules.isEmpty) }.map(\.name)
        )
        imports.subtract(["Suture", "SutureRuntime", "SutureTesting", target?.name ?? ""])
        let registrations = registrationExpressions.filter { expression in
            guard case .module(let name) = expression else { return true }
            return !includedByTargetModules.contains(name)
        }
        return BindingGraph(
            bindings: bindings,
            components: components,
            injectableBindings: injectableIDs,
            targetModuleName: target?.name ?? "",
            imports: imports.sorted(),
            runtimeModule: target?.imports.contains("Suture") == false
                && target?.imports.contains("SutureRuntime") == true
                ? "SutureRuntime" : "Suture",
            registrationExpressions: registrations,
            unreadableInjectables: Set(
                modules.flatMap { module in module.injectableNames.map { resolver.canonical($0, in: []) } }
            ).subtracting(injectableIDs.map { bindings[$0].valueType }),
            readingDiagnostics: diagnostics,
            protocols: resolver.protocols,
            conformances: resolver.conformances
        )
    }

    // MARK: Injectables

    private mutating func addInjectable(_ annotated: Annotated<InjectableDeclaration>, module: ScannedModule) {
        let model = annotated.model
        let scope = annotated.enclosingTypeNames
        let typeName = resolver.canonical((scope + [model.typeName]).joined(separator: "."), in: [])
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
        var inaccessibility: String?
        var inaccessibilityLocation = model.location
        if annotated.isLocal {
            inaccessibility = "\(typeName) is declared inside a function, where generated code cannot name it"
        } else if [.private, .fileprivate].contains(model.accessLevel) {
            inaccessibility =
                "\(typeName) is \(model.accessLevel.rawValue), so generated code in another file cannot build it"
        } else if [.private, .fileprivate].contains(model.initializer.accessLevel) {
            inaccessibility = "\(typeName).\(signature) is \(model.initializer.accessLevel.rawValue)"
            inaccessibilityLocation = model.initializer.location ?? model.location
        } else if !module.isTarget {
            if !Self.crossModule(model.accessLevel) {
                inaccessibility =
                    "\(typeName) is \(model.accessLevel.rawValue) in module \(module.name); make it public"
            } else if !Self.crossModule(model.initializer.accessLevel) {
                let what =
                    model.initializer.origin == .explicit
                    ? "\(typeName).\(signature) is \(model.initializer.accessLevel.rawValue)"
                    : "\(typeName)'s implicit \(signature) is internal"
                inaccessibility = "\(what) in module \(module.name); declare a public init"
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
                location: model.location
            )
        )
        injectableIDs.append(id)
        if module.isTarget, inaccessibility == nil {
            registrationExpressions.append(.injectable(typeName))
        }
    }

    // MARK: Modules

    private mutating func addModule(_ annotated: Annotated<ModuleDeclaration>, module: ScannedModule) {
        let model = annotated.model
        let moduleName = resolver.canonical(
            (annotated.enclosingTypeNames + [model.name]).joined(separator: "."), in: [])
        let ownScope = annotated.enclosingTypeNames + [model.name]
        guard moduleBindingIDs[moduleName] == nil else { return }
        var inaccessibility: String?
        if annotated.isLocal {
            inaccessibility = "\(moduleName) is declared inside a function, where generated code cannot name it"
        } else if [.private, .fileprivate].contains(model.accessLevel) {
            inaccessibility =
                "\(moduleName) is \(model.accessLevel.rawValue), so generated code in another file cannot call it"
        } else if !module.isTarget, !Self.crossModule(model.accessLevel) {
            inaccessibility = "\(moduleName) is \(model.accessLevel.rawValue) in module \(module.name); make it public"
        }
        var ids: [Int] = []
        for provider in model.providers {
            let signature = Self.signature(provider.name, provider.parameters)
            let (dependencies, arguments, call) = readParameters(
                provider.parameters,
                scope: ownScope,
                requester: { "parameter '\($0)' of \(moduleName).\(signature)" }
            )
            let valueType = resolver.canonical(provider.typeSpelling, in: ownScope)
            let id = bindings.count
            bindings.append(
                Binding(
                    id: id,
                    keys: [BindingKey(type: valueType, qualifier: provider.qualifier)],
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
                    location: provider.location
                )
            )
            ids.append(id)
        }
        moduleBindingIDs[moduleName] = ids
        moduleLocations[moduleName] = model.location
        var includes: [String] = []
        for include in model.includes {
            let name = resolver.canonical(include, in: ownScope)
            includes.append(name)
            if module.isTarget { includedByTargetModules.insert(name) }
        }
        moduleIncludes[moduleName] = includes
        includeSites[moduleName] = (model.includes, model.location, module.isTarget)
        if module.isTarget, inaccessibility == nil {
            registrationExpressions.append(.module(moduleName))
        }
    }

    /// The notes for a module name nothing declares: the nearest declared name, if one is close, then the fix.
    private func unresolvedModuleNotes(_ name: String) -> [GraphDiagnostic.Note] {
        var notes: [GraphDiagnostic.Note] = []
        let candidates = moduleBindingIDs.keys.map { ($0, NameDistance.between($0, name)) }
            .filter { $0.1 <= 2 && $0.1 * 4 < name.count }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        if let (nearest, _) = candidates.first {
            notes.append(.init("did you mean \(nearest), declared here?", at: moduleLocations[nearest] ?? nil))
        }
        notes.append(.init("declare it with @Module, or add the target that declares it as a dependency", at: nil))
        return notes
    }

    /// Reports each `includes:` entry of a target module that names no scanned `@Module`, at that module.
    private mutating func reportUnresolvedIncludes() {
        for (moduleName, site) in includeSites.sorted(by: { $0.key < $1.key }) where site.isTarget {
            for (written, resolved) in zip(site.written, moduleIncludes[moduleName] ?? [])
            where moduleBindingIDs[resolved] == nil {
                diagnostics.append(
                    GraphDiagnostic(
                        .unresolvedName,
                        message:
                            "\(moduleName) includes \(written), but no @Module enum named \(resolved) is in the scanned sources",
                        at: site.location,
                        notes: unresolvedModuleNotes(resolved)
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
        var seen: Set<String> = []
        var pending = model.modules.map { ($0, ownScope) }
        while !pending.isEmpty {
            let (spelling, scope) = pending.removeFirst()
            let moduleName = resolver.canonical(spelling, in: scope)
            guard seen.insert(moduleName).inserted else { continue }
            guard let ids = moduleBindingIDs[moduleName] else {
                // An unresolved `includes:` is reported once, at the module that writes it.
                guard scope == ownScope else { continue }
                diagnostics.append(
                    GraphDiagnostic(
                        .unresolvedName,
                        message:
                            "\(name) lists module \(spelling), but no @Module enum named \(moduleName) is in the scanned sources",
                        at: model.location,
                        notes: unresolvedModuleNotes(moduleName)
                    )
                )
                continue
            }
            moduleBindings += ids
            pending += (moduleIncludes[moduleName] ?? []).map { ($0, [String]()) }
        }
        let boundInstances = makeBoundInstances(model.boundInstances, componentName: name, scope: ownScope)
        var entries: [ComponentModel.Entry] = []
        for entryPoint in model.entryPoints {
            let fallback = (
                DependencyRequest.Kind.instance,
                BindingKey(type: resolver.canonical(entryPoint.typeSpelling, in: ownScope))
            )
            let (requestKind, requestKey) =
                Self.request(
                    for: entryPoint.requestKind,
                    spelling: entryPoint.typeSpelling,
                    qualifier: nil,
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
                        label: nil
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
                let (kind, key) = Self.request(
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
                    label: parameter.label
                )
            )
        }
        return (dependencies, arguments, call)
    }

    /// The request a parameter or entry point of this kind makes.
    static func request(
        for kind: ParameterKind,
        spelling: String,
        qualifier: String?,
        resolver: TypeResolver,
        scope: [String]
    ) -> (DependencyRequest.Kind, BindingKey)? {
        func key(_ type: String) -> BindingKey {
            BindingKey(type: resolver.canonical(type, in: scope), qualifier: qualifier)
        }
        switch kind {
        case .plain: return (.instance, key(spelling))
        case .optional(let wrapped): return (.optional, key(wrapped))
        case .lazy(let of): return (.lazy, key(of))
        case .provider(let of): return (.provider, key(of))
        case .set(let of): return (.set, key(of))
        case .map(let keyType, let value):
            return (.map(keyType: resolver.canonical(keyType, in: scope)), key(value))
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
