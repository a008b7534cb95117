/// `Lazy<T>` and `Provider<T>`: wrappers that build `T` later, checked when they are handed out.
protocol DeferredDependency: SynthesizedDependency {
    /// The type the wrapper builds.
    associatedtype Value
    /// Wraps a function that is told the actor of the code that asks for the value.
    init(isolatedMake make: @escaping @Sendable ((any Actor)?) throws -> Value)
}

extension DeferredDependency {
    static func synthesize(
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        in container: Container,
        isolation: (any Actor)?
    ) throws -> Self {
        try container.checkDeferredRequest(for: Value.self, qualifier: qualifier, arguments: arguments)
        // Runtime arguments given with the request are kept for the later build (each build, for a `Provider`),
        // and so are the request's `.graph` instances: a later read shares them, as a generated component does.
        let context = ResolutionContext.current
        let graph = context.currentGraph(creatingIfNeeded: true)
        let (keeper, keptByGraph) = context.keepers()
        guard let keeper else {
            return Self(isolatedMake: { isolation in
                try ResolutionContext.current.withGraph(graph) {
                    try container._resolveDependency(
                        Value.self, qualifier: qualifier, arguments: arguments, isolation: isolation)
                }
            })
        }
        // A shared instance keeps this wrapper, and its container keeps the instance: holding the container (or the
        // `.graph` instances that keep it) strongly would keep all three alive. Once the container is gone, a read
        // throws `ownerReleased`; once the `.graph` instances are gone, a read starts a request of its own.
        let weakContainer = WeakReference(container)
        let weakGraph = keptByGraph ? WeakReference(graph) : nil
        let strongGraph = keptByGraph ? nil : graph
        let key = AnyDependencyKey(Value.self, qualifier: qualifier)
        return Self(isolatedMake: { isolation in
            guard let container = weakContainer.object else {
                throw ResolutionError(
                    kind: .ownerReleased(owner: "the Container", binding: key.description, keptBy: keeper.description),
                    key: key,
                    path: [key]
                )
            }
            let context = ResolutionContext.current
            return try context.reading(keptBy: keeper) {
                try context.withGraph(strongGraph ?? weakGraph?.object) {
                    try container._resolveDependency(
                        Value.self, qualifier: qualifier, arguments: arguments, isolation: isolation)
                }
            }
        })
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool {
        container.canResolve(Value.self, qualifier: qualifier)
    }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Value.self, qualifier: qualifier), kind: .deferred)
    }
}

extension DeferredDependency {
    /// The type the wrapper builds, as a metatype.
    static var valueType: any Any.Type { Value.self }

    /// `[Self]` made of every set contribution to `Value`, returned as `Element` (which is `Self`).
    static func deferredSet<Element>(qualifier: Qualifier?, in container: Container, as element: Element.Type)
        throws -> [Element]
    {
        let wrappers = try container.resolveDeferredSet(Self.self, qualifier: qualifier)
        return wrappers.compactMap { $0 as? Element }
    }

    /// `[Key: Self]` made of every map contribution to `Value`, returned as `[Key: Element]` (where `Element` is `Self`).
    static func deferredMap<Key: Hashable, Element>(
        qualifier: Qualifier?,
        in container: Container,
        as map: [Key: Element].Type
    ) throws -> [Key: Element] {
        let wrappers = try container.resolveDeferredMap(Key.self, Self.self, qualifier: qualifier)
        return wrappers.compactMapValues { $0 as? Element }
    }
}

extension Container {
    /// Checks, before handing out a `Lazy` or `Provider`, that its value can be built later with the runtime
    /// arguments of the request: as many as the registration takes, or none.
    func checkDeferredRequest(for type: any Any.Type, qualifier: Qualifier?, arguments: _RuntimeArguments? = nil)
        throws
    {
        let key = AnyDependencyKey(type, qualifier: qualifier)
        if let (entry, _) = entryAndOwner(for: type, qualifier: qualifier) {
            let given = arguments?.types
            if entry.argumentTypes?.count != given?.count {
                throw ResolutionError(
                    kind: .argumentMismatch(expected: entry.argumentTypes, given: given),
                    key: key,
                    path: ResolutionContext.current.keys + [key],
                    site: entry.site
                )
            }
            return
        }
        if let wrapper = type as? any DeferredDependency.Type {
            // `Provider<Lazy<T>>` with no registration of its own: each `Lazy` it hands out builds `T`, so `T` is what
            // must be bound. Checked only here, off the path of a registered key.
            return try checkDeferredRequest(for: wrapper.valueType, qualifier: qualifier, arguments: arguments)
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
        if let arguments {
            // A synthesized value (`Lazy<T?>`, `Provider<[T]>`) has no factory to take arguments.
            throw ResolutionError(
                kind: .argumentMismatch(expected: nil, given: arguments.types),
                key: key,
                path: ResolutionContext.current.keys + [key]
            )
        }
    }
}
