/// `Lazy<T>` and `Provider<T>`: wrappers that build `T` later, checked when they are handed out.
protocol DeferredDependency: SynthesizedDependency {
    /// The type the wrapper builds.
    associatedtype Value
    /// Wraps a function that is told the actor of the code that asks for the value.
    init(isolatedMake make: @escaping @Sendable ((any Actor)?) throws -> Value)
}

extension DeferredDependency {
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws -> Self {
        try container.checkDeferredRequest(for: Value.self, qualifier: qualifier)
        return Self(isolatedMake: { isolation in
            try container._resolveDependency(Value.self, qualifier: qualifier, arguments: nil, isolation: isolation)
        })
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool {
        container.canResolve(Value.self, qualifier: qualifier)
    }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Value.self, qualifier: qualifier), kind: .deferred)
    }
}

extension Container {
    /// Checks, before handing out a `Lazy` or `Provider`, that its value can be built later without arguments.
    func checkDeferredRequest(for type: any Any.Type, qualifier: Qualifier?) throws {
        let key = AnyDependencyKey(type, qualifier: qualifier)
        if let (entry, _) = entryAndOwner(for: type, qualifier: qualifier) {
            if let expected = entry.argumentTypes {
                throw ResolutionError(
                    kind: .argumentMismatch(expected: expected, given: nil),
                    key: key,
                    path: ResolutionContext.current.keys + [key],
                    site: entry.site
                )
            }
            return
        }
        if let sites = duplicateSites(for: key) {
            throw ResolutionError(
                kind: .duplicateBinding(sites: sites),
                key: key,
                path: ResolutionContext.current.keys + [key]
            )
        }
        if !canResolve(type, qualifier: qualifier) {
            throw missingBinding(key)
        }
    }
}
