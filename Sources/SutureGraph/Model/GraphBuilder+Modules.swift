import SutureSyntax

// The bindings of `@Module` enums' `@Provides` functions, and the modules `includes:` names.
extension GraphBuilder {
    mutating func addModule(_ annotated: Annotated<ModuleDeclaration>, module: ScannedModule) {
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
                owner: moduleName,
                function: provider.name
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
    mutating func recordUnresolvedIncludes() {
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
}
