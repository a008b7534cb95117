import SutureSyntax

// The bindings of `@Injectable` types: their keys, initializers and what keeps them from being built.
extension GraphBuilder {
    mutating func addInjectable(_ annotated: Annotated<InjectableDeclaration>, module: ScannedModule) {
        let model = annotated.model
        let scope = annotated.enclosingTypeNames
        let typeName = resolver.canonical(
            scope.isEmpty ? model.typeName : (scope + [model.typeName]).joined(separator: "."), in: [])
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
            owner: typeName,
            function: "init"
        )
        if !model.injectedProperties.isEmpty {
            let properties = Requester.Declaration.properties(
                of: typeName, names: model.injectedProperties.map(\.name))
            for (position, property) in model.injectedProperties.enumerated() {
                dependencies.append(
                    DependencyRequest(
                        key: BindingKey(
                            type: resolver.canonical(property.dependencySpelling, in: ownScope),
                            qualifier: property.qualifier
                        ),
                        kind: .optional,
                        asker: Requester(properties, member: position),
                        location: property.location,
                        isProperty: true
                    )
                )
            }
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
}
