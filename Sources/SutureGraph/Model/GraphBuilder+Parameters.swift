import SutureSyntax

// The requests a parameter makes, and the signatures generated code calls.
extension GraphBuilder {
    func readParameters(
        _ parameters: [Parameter],
        scope: [String],
        owner: String,
        function: String
    ) -> ([DependencyRequest], [Binding.Argument], [Binding.CallParameter]) {
        // Made on the first request, shared by the rest: a function that asks for nothing keeps none.
        var declaration: Requester.Declaration?
        var dependencies: [DependencyRequest] = []
        var arguments: [Binding.Argument] = []
        var call: [Binding.CallParameter] = []
        for (position, parameter) in parameters.enumerated() {
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
            let requesterDeclaration =
                declaration ?? Self.parameterDeclaration(parameters, of: owner, function: function)
            declaration = requesterDeclaration
            dependencies.append(
                DependencyRequest(
                    key: key,
                    kind: kind,
                    asker: Requester(requesterDeclaration, member: position),
                    location: parameter.location,
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
    static func fallsBackToDefault(_ kind: ParameterKind) -> Bool {
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

    /// The declaration that `parameters` belong to, as requesters name it: `Baker.init(oven:)`.
    static func parameterDeclaration(
        _ parameters: [Parameter], of owner: String, function: String
    ) -> Requester.Declaration {
        .parameters(of: owner, function: function, labels: parameters.map(\.label), names: parameters.map(\.name))
    }

    /// `init(oven:starter:)`, `ryeStarter()`.
    static func signature(_ name: String, _ parameters: [Parameter]) -> String {
        // Appended in one string: joining a string per parameter cost ten times as much, once per binding.
        var signature = name
        signature.append("(")
        for parameter in parameters {
            signature.append(parameter.label ?? "_")
            signature.append(":")
        }
        signature.append(")")
        return signature
    }

    static func crossModule(_ level: AccessLevel) -> Bool {
        switch level {
        case .public, .open, .package: true
        case .private, .fileprivate, .internal: false
        }
    }
}
