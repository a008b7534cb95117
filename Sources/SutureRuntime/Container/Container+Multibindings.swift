extension Container {
    /// The contributions to the key's multibinding, from the outermost parent to this container, each with its owner;
    /// an `overriding` container's come after those it keeps of the container it overrides.
    func contributionsWithOwners(for key: AnyDependencyKey) -> [(Contribution, Container)] {
        let inherited =
            overrideBase?.contributions(for: key, for: self) ?? parent?.contributionsWithOwners(for: key) ?? []
        return inherited + (contributions[key] ?? []).map { ($0, self) }
    }

    /// Every `.set` contribution to `[Element]`, and every element of each `.elements` one, in registration order.
    func resolveSet<Element>(_ type: Element.Type, qualifier: Qualifier?, isolation: (any Actor)?) throws -> [Element] {
        let key = AnyDependencyKey(Element.self, qualifier: qualifier)
        var elements: [Element] = []
        for (contribution, owner) in contributionsWithOwners(for: key) {
            switch contribution.multibinding.kind {
            case .set:
                let entry = unsafeDowncast(contribution.entry, to: TypedEntry<Element>.self)
                elements.append(try entry.instance(in: owner, arguments: nil, isolation: isolation))
            case .elements:
                let entry = unsafeDowncast(contribution.entry, to: TypedEntry<[Element]>.self)
                elements += try entry.instance(in: owner, arguments: nil, isolation: isolation)
            case .map:
                continue
            }
        }
        return elements
    }

    /// Every `.set` contribution to the set of `Value`, each wrapped in a `Lazy` or `Provider` that builds it later.
    func resolveDeferredSet<Wrapper: DeferredDependency>(_ type: Wrapper.Type, qualifier: Qualifier?) throws
        -> [Wrapper]
    {
        let key = AnyDependencyKey(Wrapper.Value.self, qualifier: qualifier)
        var elements: [Wrapper] = []
        for (contribution, owner) in contributionsWithOwners(for: key) {
            switch contribution.multibinding.kind {
            case .set:
                elements.append(deferred(Wrapper.self, contribution: contribution, owner: owner))
            case .elements:
                let setKey = AnyDependencyKey([Wrapper].self, qualifier: qualifier)
                throw ResolutionError(
                    kind: .elementsCannotBeDeferred(element: Wrapper.Value.self, site: contribution.entry.site),
                    key: setKey,
                    path: ResolutionContext.current.keys + [setKey]
                )
            case .map:
                continue
            }
        }
        return elements
    }

    /// Every `.map(key:)` contribution to `[Key: Value]` whose key has type `Key`.
    func resolveMap<Key: Hashable, Value>(
        _ keyType: Key.Type,
        _ type: Value.Type,
        qualifier: Qualifier?,
        isolation: (any Actor)?
    ) throws -> [Key: Value] {
        try mapContributions(Key.self, of: Value.self, answering: [Key: Value].self, qualifier: qualifier) {
            contribution, owner in
            let entry = unsafeDowncast(contribution.entry, to: TypedEntry<Value>.self)
            return try entry.instance(in: owner, arguments: nil, isolation: isolation)
        }
    }

    /// Every `.map(key:)` contribution to the map of `Value`, each wrapped in a `Lazy` or `Provider`.
    func resolveDeferredMap<Key: Hashable, Wrapper: DeferredDependency>(
        _ keyType: Key.Type,
        _ type: Wrapper.Type,
        qualifier: Qualifier?
    ) throws -> [Key: Wrapper] {
        try mapContributions(Key.self, of: Wrapper.Value.self, answering: [Key: Wrapper].self, qualifier: qualifier) {
            contribution, owner in
            deferred(Wrapper.self, contribution: contribution, owner: owner)
        }
    }

    /// The map made of every `.map(key:)` contribution to the map of `Contributed` whose key has type `Key`, each
    /// turned into a value by `element`; two contributions under one key throw.
    private func mapContributions<Key: Hashable, Contributed, Value>(
        _ keyType: Key.Type,
        of contributed: Contributed.Type,
        answering mapType: [Key: Value].Type,
        qualifier: Qualifier?,
        element: (Contribution, Container) throws -> Value
    ) throws -> [Key: Value] {
        let elementKey = AnyDependencyKey(Contributed.self, qualifier: qualifier)
        var result: [Key: Value] = [:]
        var sites: [Key: RegistrationSite] = [:]
        for (contribution, owner) in contributionsWithOwners(for: elementKey) {
            guard case .map(let mapKey, _) = contribution.multibinding.kind, let key = mapKey.base.base as? Key else {
                continue
            }
            if let earlier = sites[key] {
                throw ResolutionError(
                    kind: .duplicateMapKey(mapKey.description, sites: [earlier, contribution.entry.site]),
                    key: AnyDependencyKey(mapType, qualifier: qualifier),
                    path: ResolutionContext.current.keys + [AnyDependencyKey(mapType, qualifier: qualifier)]
                )
            }
            sites[key] = contribution.entry.site
            result[key] = try element(contribution, owner)
        }
        return result
    }

    /// A `Lazy` or `Provider` that builds one contribution when asked, sharing the request's `.graph` instances.
    private func deferred<Wrapper: DeferredDependency>(
        _ type: Wrapper.Type,
        contribution: Contribution,
        owner: Container
    ) -> Wrapper {
        let entry = unsafeDowncast(contribution.entry, to: TypedEntry<Wrapper.Value>.self)
        let graph = ResolutionContext.current.currentGraph(creatingIfNeeded: true)
        return Wrapper(isolatedMake: { isolation in
            try ResolutionContext.current.withGraph(graph) {
                try entry.instance(in: owner, arguments: nil, isolation: isolation)
            }
        })
    }
}
