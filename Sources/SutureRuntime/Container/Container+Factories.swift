extension Container {
    /// The factory that builds `type` from runtime arguments of the given types, in order, on every call: an
    /// assisted factory. The binding and its argument types are checked now, so a mistake throws here.
    ///
    /// ```swift
    /// let makeOrder = try container.resolveFactory(Order.self, arguments: String.self, Int.self)
    /// let order = makeOrder("Ada", 2)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the factory builds.
    ///   - name: The name the binding was registered under, or `nil` (the default) for the unqualified binding.
    ///   - firstArgument: The type of the first runtime argument the binding's factory takes: `String.self`.
    ///   - argument: The types of the other runtime arguments, in the order the factory takes them.
    /// - Returns: A factory that builds a new `Value` from the runtime arguments on every call.
    /// - Throws: `ResolutionError` when nothing binds the key (`missingBinding`), it is registered twice
    ///   (`duplicateBinding`), or it has no factory that takes these runtime arguments (`argumentMismatch`).
    public func resolveFactory<Value, FirstArgument, each Argument>(
        _ type: Value.Type,
        named name: String? = nil,
        arguments firstArgument: FirstArgument.Type,
        _ argument: repeat (each Argument).Type
    ) throws -> AssistedFactory<Value> {
        var argumentTypes: [any Any.Type] = [firstArgument]
        for type in repeat each argument {
            argumentTypes.append(type)
        }
        let qualifier = name.map(Qualifier.named)
        try checkFactory(
            for: Value.self, qualifier: qualifier, argumentTypes: argumentTypes, path: ResolutionContext.current.keys)
        return AssistedFactory(container: self, qualifier: qualifier)
    }

    /// Checks that `type` is bound to a factory that takes runtime arguments of exactly `argumentTypes`, in order.
    func checkFactory(
        for type: any Any.Type,
        qualifier: Qualifier?,
        argumentTypes: [any Any.Type],
        path: [AnyDependencyKey]
    ) throws {
        let key = AnyDependencyKey(type, qualifier: qualifier)
        guard let (entry, _) = entryAndOwner(for: type, qualifier: qualifier) else {
            if let sites = duplicateSites(for: key) {
                throw ResolutionError(kind: .duplicateBinding(sites: sites), key: key, path: path + [key])
            }
            if !canResolve(type, qualifier: qualifier) { throw missingBinding(key, path: path + [key]) }
            // A synthesized value (`T?`, `[T]`) has no factory to take arguments.
            throw ResolutionError(
                kind: .argumentMismatch(expected: nil, given: argumentTypes), key: key, path: path + [key])
        }
        let expected = entry.argumentTypes ?? []
        guard expected.map(ObjectIdentifier.init) != argumentTypes.map(ObjectIdentifier.init) else { return }
        throw ResolutionError(
            kind: .argumentMismatch(expected: entry.argumentTypes, given: argumentTypes),
            key: key,
            path: path + [key],
            site: entry.site
        )
    }
}

extension Resolver {
    /// The factory that builds `type` from runtime arguments, from the container building the instance; see
    /// `Container.resolveFactory(_:named:arguments:_:)`.
    ///
    /// - Parameters:
    ///   - type: The type the factory builds.
    ///   - name: The name the binding was registered under, or `nil` (the default) for the unqualified binding.
    ///   - firstArgument: The type of the first runtime argument the binding's factory takes: `String.self`.
    ///   - argument: The types of the other runtime arguments, in the order the factory takes them.
    /// - Returns: A factory that builds a new `Value` from the runtime arguments on every call.
    /// - Throws: `ResolutionError` when nothing binds the key (`missingBinding`), it is registered twice
    ///   (`duplicateBinding`), or it has no factory that takes these runtime arguments (`argumentMismatch`).
    public func resolveFactory<Value, FirstArgument, each Argument>(
        _ type: Value.Type,
        named name: String? = nil,
        arguments firstArgument: FirstArgument.Type,
        _ argument: repeat (each Argument).Type
    ) throws -> AssistedFactory<Value> {
        try container.resolveFactory(type, named: name, arguments: firstArgument, repeat each argument)
    }
}
