extension Container {
    /// This container's bindings as validation, near misses and `registeredKeys` read them: the container itself, or,
    /// where an `overriding { }` container is on its chain, one parentless container of the registrations its
    /// look-ups reach.
    ///
    /// The view builds nothing and is never resolved from: it reuses the entries of the containers it reads.
    var structuralView: Container {
        if let overrideBase {
            return overrideBase.structuralView { Container(flattening: flattenedRegistrations()) }
        }
        var ancestor = parent
        while let current = ancestor {
            if current.overrideBase != nil { return Container(flattening: flattenedRegistrations()) }
            ancestor = current.parent
        }
        return self
    }

    /// A parentless container of the registrations, reusing their entries, building nothing.
    private convenience init(flattening flattened: [(Registration, RegistrationEntries?)]) {
        self.init(
            registrations: flattened.map(\.0),
            parent: nil,
            reusedEntries: flattened.map(\.1),
            buildsEagerInstances: false
        )
    }

    /// The registrations this container's look-ups reach, as one list, each with the entries made for it: a
    /// parent's binding is left out where a nearer container binds the same key, contributions are kept from every
    /// level, and the bindings an `overriding` container replaces are left out of the container it overrides.
    private func flattenedRegistrations() -> [(Registration, RegistrationEntries?)] {
        let own = Array(zip(registrations, entriesPerRegistration()))
        if let overrideBase {
            let replacedKeys = Set(overrideBase.replacedKeys)
            let replacedMapKeys = Set(overrideBase.replacedMapKeys)
            return overrideBase.container.flattenedRegistrations().compactMap { registration, entries in
                if !registration.isContribution {
                    if replacedKeys.contains(registration.key) { return nil }
                } else if let mapKey = MapContributionKey(registration), replacedMapKeys.contains(mapKey) {
                    return nil
                }
                return (registration.removingAliases(replacedKeys), entries?.removingAliases(replacedKeys))
            } + own
        }
        guard let parent else { return own }
        let ownKeys = Set(registrations.lazy.filter { !$0.isContribution }.flatMap { [$0.key] + $0.aliasKeys })
        let inherited = parent.flattenedRegistrations().compactMap { registration, entries in
            registration.isContribution || !ownKeys.contains(registration.key)
                ? (registration.removingAliases(ownKeys), entries?.removingAliases(ownKeys)) : nil
        }
        return inherited + own
    }

    /// For each registration, in order, the entries this container made for it; nil for those it skipped.
    ///
    /// `orderedEntries` holds each registration's primary entry followed by its aliases (which name the
    /// primary's key); a contribution adds its primary only, and a module's registration seen twice adds none.
    private func entriesPerRegistration() -> [RegistrationEntries?] {
        var result: [RegistrationEntries?] = []
        result.reserveCapacity(registrations.count)
        var origins: Set<ModuleOrigin> = []
        var position = 0
        for registration in registrations {
            if let origin = registration.origin, !origins.insert(origin).inserted {
                result.append(nil)
                continue
            }
            let primary = orderedEntries[position]
            position += 1
            var aliases: [Entry] = []
            if !registration.isContribution {
                while position < orderedEntries.count, orderedEntries[position].isAlias {
                    aliases.append(orderedEntries[position])
                    position += 1
                }
            }
            result.append(RegistrationEntries(primary: primary, aliases: aliases))
        }
        return result
    }
}
