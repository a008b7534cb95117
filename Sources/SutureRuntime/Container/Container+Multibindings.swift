extension Container {
    /// The contributions to the key's multibinding, from the outermost parent to this container, each with its owner.
    func contributionsWithOwners(for key: AnyDependencyKey) -> [(Contribution, Container)] {
        let inherited = parent?.contributionsWithOwners(for: key) ?? []
        return inherited + (contributions[key] ?? []).map { ($0, self) }
    }

    /// Every `.set` contribution to `[Element]`, in registration order.
    func resolveSet<Element>(_ type: Element.Type, qualifier: Qualifier?, isolation: (any Actor)?) throws -> [Element] {
        let key = AnyDependencyKey(Element.self, qualifier: qualifier)
        var elements: [Element] = []
        for (contribution, owner) in contributionsWithOwners(for: key) {
            guard case .set = contribution.multibinding.kind else { continue }
            let entry = unsafeDowncast(contribution.entry, to: TypedEntry<Element>.self)
            elements.append(try entry.instance(in: owner, arguments: nil, isolation: isolation))
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
        let elementKey = AnyDependencyKey(Value.self, qualifier: qualifier)
        var result: [Key: Value] = [:]
        var sites: [Key: RegistrationSite] = [:]
        for (contribution, owner) in contributionsWithOwners(for: elementKey) {
            guard case .map(let mapKey, _) = contribution.multibinding.kind, let key = mapKey.base.base as? Key else {
                continue
            }
            if let earlier = sites[key] {
                throw ResolutionError(
                    kind: .duplicateMapKey(mapKey.description, sites: [earlier, contribution.entry.site]),
                    key: AnyDependencyKey([Key: Value].self, qualifier: qualifier),
                    path: ResolutionContext.current.keys + [AnyDependencyKey([Key: Value].self, qualifier: qualifier)]
                )
            }
            sites[key] = contribution.entry.site
            let entry = unsafeDowncast(contribution.entry, to: TypedEntry<Value>.self)
            result[key] = try entry.instance(in: owner, arguments: nil, isolation: isolation)
        }
        return result
    }
}
