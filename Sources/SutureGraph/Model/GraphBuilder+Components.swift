import SutureSyntax

// The components: their entry points, bound instances, modules and subcomponents.
extension GraphBuilder {
    mutating func makeComponent(_ annotated: Annotated<ComponentDeclaration>, module: ScannedModule)
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
    mutating func makeBoundInstances(_ parameters: [Parameter], componentName: String, scope: [String]) -> [Int] {
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
    mutating func linkSubcomponents(_ components: inout [ComponentModel]) {
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
}
