extension Container {
    /// A new container with the block's registrations replacing those of the same key, and fresh scope caches.
    ///
    /// Everything the new container resolves, the original's registrations included (and, for a
    /// `child`, its parents'), is built through it and cached in it, so an override reaches every
    /// dependent. The original is never touched.
    /// An override also replaces a key that another registration answers through `alias`. A set
    /// contribution in the block is added; a map contribution replaces the one with the same map key.
    public func overriding(@RegistrationBuilder _ content: () -> Registrations) -> Container {
        let overrides = content().all
        let replacedKeys = Set(overrides.lazy.filter { !$0.isContribution }.flatMap { [$0.key] + $0.aliasKeys })
        let replacedMapKeys = Set(
            overrides.compactMap { registration -> MapContributionKey? in
                MapContributionKey(registration)
            }
        )
        // Most registrations share no type with an override: telling them by the type alone hashes no key.
        let replacedTypes = Set(replacedKeys.lazy.map(\.typeIdentifier))
        let flattened = flattenedRegistrations()
        var kept: [Registration] = []
        var keptEntries: [RegistrationEntries?] = []
        kept.reserveCapacity(flattened.count)
        keptEntries.reserveCapacity(flattened.count)
        for (registration, entries) in flattened {
            if !registration.isContribution {
                guard !replacedTypes.contains(registration.typeIdentifier) || !replacedKeys.contains(registration.key)
                else { continue }
            } else if let mapKey = MapContributionKey(registration), replacedMapKeys.contains(mapKey) {
                continue
            }
            kept.append(registration.removingAliases(replacedKeys))
            keptEntries.append(entries?.removingAliases(replacedKeys))
        }
        return Container(registrations: kept + overrides, parent: nil, reusedEntries: keptEntries)
    }

    /// The registrations of this container and its parents as one list: a parent's binding is left
    /// out where a nearer container binds the same key, and contributions are kept from every level.
    ///
    /// Each comes with the entries made for it where they hold no instance (a transient binding's), so a
    /// container made from the list can use them again instead of making its own.
    private func flattenedRegistrations() -> [(Registration, RegistrationEntries?)] {
        let own = Array(zip(registrations, shareableEntriesPerRegistration()))
        guard let parent else { return own }
        let ownKeys = Set(registrations.lazy.filter { !$0.isContribution }.flatMap { [$0.key] + $0.aliasKeys })
        let inherited = parent.flattenedRegistrations().compactMap { registration, entries in
            registration.isContribution || !ownKeys.contains(registration.key)
                ? (registration.removingAliases(ownKeys), entries?.removingAliases(ownKeys)) : nil
        }
        return inherited + own
    }

    /// For each registration, in order, the entries this container made for it if they hold no instance;
    /// nil for the others and for the registrations it skipped.
    ///
    /// `orderedEntries` holds each registration's primary entry followed by its aliases (which name the
    /// primary's key); a contribution adds its primary only, and a module's registration seen twice adds none.
    private func shareableEntriesPerRegistration() -> [RegistrationEntries?] {
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
            result.append(primary.holdsNoInstance ? RegistrationEntries(primary: primary, aliases: aliases) : nil)
        }
        return result
    }

    /// A new container whose own registrations come first and whose misses fall back to this one.
    ///
    /// Unlike `overriding`, the parent's bindings are built by the parent and its shared instances
    /// are shared with the child; the child's bindings may depend on the parent's, never the reverse.
    public func child(@RegistrationBuilder _ content: () -> Registrations) -> Container {
        Container(registrations: content().all, parent: self)
    }

    /// Forgets the instances of `scope` that this container keeps, so the next request builds new ones, and
    /// returns how many it forgot.
    ///
    /// A `child { }` shares its parents' instances but keeps only those of its own registrations: to forget
    /// the instances of a parent's registrations, reset the parent (which every child then sees). An
    /// `overriding { }` container keeps its own instances of every registration, so its reset never touches
    /// the original. Singletons live as long as their container: for new ones, make a new container or an
    /// `overriding` one; `reset(.singleton)` does not compile.
    @discardableResult
    public func reset(_ scope: ResettableScope) -> Int {
        var forgotten = 0
        for entry in orderedEntries where entry.scope == scope.scope {
            if entry.resetInstance() { forgotten += 1 }
        }
        return forgotten
    }
}

/// The identity of a map contribution: its element key and its map key.
private struct MapContributionKey: Hashable {
    let elementKey: AnyDependencyKey
    let mapKey: QualifierValue

    init?(_ registration: Registration) {
        guard case .map(let mapKey, _) = registration.contribution?.kind else { return nil }
        self.elementKey = registration.key
        self.mapKey = mapKey
    }
}
