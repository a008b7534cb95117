/// A thread-safe registry of bindings keyed by type and qualifier, with scopes, overrides and validation.
///
/// ```swift
/// let container = Container {
///     StoneOven.registration
///     Register(Logger.self) { _ in ConsoleLogger() }.scope(.singleton)
/// }
/// let baker = try container.resolve(Baker.self)
/// ```
///
/// A container never changes after it is created; `overriding` and `child` make new ones.
public final class Container: Resolving, @unchecked Sendable {
    /// Immutable after `init`, except scope caches inside the entries, which guard themselves.
    let registrations: [Registration]
    let parent: Container?
    // Unretained: `orderedEntries` keeps every entry alive, so a look-up costs no reference counting.
    @usableFromInline let unqualifiedEntries: EntryTable
    @usableFromInline let qualifiedEntries: [AnyDependencyKey: Unmanaged<Entry>]
    let contributions: [AnyDependencyKey: [Contribution]]
    let duplicates: [AnyDependencyKey: [RegistrationSite]]
    /// The entries in registration order: primaries, then their aliases.
    let orderedEntries: [Entry]
    /// For an `overriding { }` container, the container it overrides, which answers what its own registrations miss.
    let overrideBase: OverrideBase?
    /// The keys of this container's own eager bindings, in registration order.
    let eagerBindings: [EagerBinding]
    /// Failures of eager singletons, recorded while the container was created.
    private(set) var eagerFailures: [ResolutionError] = []

    /// Creates a container from the registrations in the block; eager singletons are built with the caller's isolation.
    ///
    /// - Parameters:
    ///   - isolation: The actor eager singletons are built for. Leave the default, `#isolation`, the caller's: an
    ///     eager binding registered `on: MainActor.self` fails, and is reported, unless it is the main actor.
    ///   - content: The registrations: `Register` values, types' `registration` and modules' `registrations`,
    ///     with `if` and `for`. An eager singleton whose factory fails does not stop the initializer: the first
    ///     request for it and `validate()` report the failure.
    public convenience init(
        isolation: (any Actor)? = #isolation,
        @RegistrationBuilder _ content: () -> Registrations
    ) {
        self.init(registrations: content().all, parent: nil, isolation: isolation)
    }

    /// Creates a container from a group of registrations.
    ///
    /// - Parameters:
    ///   - registrations: The registrations, such as a module's `registrations`. An eager singleton whose factory
    ///     fails does not stop the initializer: the first request for it and `validate()` report the failure.
    ///   - isolation: The actor eager singletons are built for. Leave the default, `#isolation`, the caller's: an
    ///     eager binding registered `on: MainActor.self` fails, and is reported, unless it is the main actor.
    public convenience init(_ registrations: Registrations, isolation: (any Actor)? = #isolation) {
        self.init(registrations: registrations.all, parent: nil, isolation: isolation)
    }

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - overrideBase: for an `overriding { }` container, the container it overrides.
    ///   - reusedEntries: parallel to `registrations` where given, entries another container made, used instead of new
    ///     ones (see `structuralView`, which builds nothing).
    ///   - buildsEagerInstances: whether eager singletons are built now.
    init(
        registrations: [Registration],
        parent: Container?,
        isolation: (any Actor)? = nil,
        overrideBase: OverrideBase? = nil,
        reusedEntries: [RegistrationEntries?] = [],
        buildsEagerInstances: Bool = true
    ) {
        self.registrations = registrations
        self.parent = parent
        self.overrideBase = overrideBase
        var contributions: [AnyDependencyKey: [Contribution]] = [:]
        var ordered: [Entry] = []
        ordered.reserveCapacity(registrations.count)
        // Where contributions sit in `ordered`, in increasing order: they join no look-up table.
        var contributionPositions: [Int] = []
        var unqualifiedCount = 0
        var qualifiedCount = 0
        func count(_ entry: Entry) {
            if entry.isQualified { qualifiedCount += 1 } else { unqualifiedCount += 1 }
        }

        var eagerBindings: [EagerBinding] = []
        var origins: Set<ModuleOrigin> = []
        for (index, registration) in registrations.enumerated() {
            // A module reached through two `includes:` lists its registrations twice; they count once.
            if let origin = registration.origin, !origins.insert(origin).inserted { continue }
            let entries =
                (index < reusedEntries.count ? reusedEntries[index] : nil) ?? registration.entriesForContainer()
            if entries.primary.isEager {
                eagerBindings.append(EagerBinding(key: registration.key, isContribution: registration.isContribution))
            }
            if registration.isContribution, let multibinding = registration.contribution {
                contributions[registration.key, default: []].append(
                    Contribution(entry: entries.primary, multibinding: multibinding)
                )
                contributionPositions.append(ordered.count)
                ordered.append(entries.primary)
                continue
            }
            count(entries.primary)
            ordered.append(entries.primary)
            for alias in entries.aliases {
                count(alias)
                ordered.append(alias)
            }
        }

        // Both tables are sized for every entry before they fill, so neither grows (or rehashes) while it does.
        // Entries go in unretained: `ordered` keeps every one alive.
        let unqualified = EntryTable(capacityFor: unqualifiedCount)
        var qualified: [AnyDependencyKey: Unmanaged<Entry>] = [:]
        // Reserving room for none would still make a table (and look up its type), as an override with one key would.
        if qualifiedCount > 0 { qualified.reserveCapacity(qualifiedCount) }
        var duplicates: [AnyDependencyKey: [RegistrationSite]] = [:]
        var nextContribution = 0
        for (position, entry) in ordered.enumerated() {
            if nextContribution < contributionPositions.count, contributionPositions[nextContribution] == position {
                nextContribution += 1
                continue
            }
            let previous: Unmanaged<Entry>?
            if entry.isQualified {
                previous = qualified.updateValue(Unmanaged.passUnretained(entry), forKey: entry.key)
            } else {
                previous = unqualified.insert(Unmanaged.passUnretained(entry), for: entry.typeIdentifier)
            }
            if let previous {
                duplicates[entry.key, default: [previous.takeUnretainedValue().site]].append(entry.site)
            }
        }
        // A key registered more than once answers no look-up: resolving it reports the duplicate.
        for key in duplicates.keys {
            if key.qualifier == nil {
                unqualified.removeEntry(for: key.typeIdentifier)
            } else {
                qualified[key] = nil
            }
        }
        self.unqualifiedEntries = unqualified
        self.qualifiedEntries = qualified
        self.contributions = contributions
        self.duplicates = duplicates
        self.orderedEntries = ordered
        self.eagerBindings = eagerBindings
        if buildsEagerInstances {
            buildEagerInstances(isolation: isolation)
        }
    }

    /// Builds the eager singletons: for an `overriding` container, first those of the container it overrides that
    /// its overrides leave (its own copies, in the overridden container's order), then its own.
    private func buildEagerInstances(isolation: (any Actor)?) {
        guard let overrideBase else {
            for entry in orderedEntries where entry.isEager {
                prepareEagerly(entry, isolation: isolation)
            }
            return
        }
        var prepared: Set<ObjectIdentifier> = []
        func prepare(_ entry: Entry) {
            guard entry.isEager, prepared.insert(ObjectIdentifier(entry)).inserted else { return }
            prepareEagerly(entry, isolation: isolation)
        }
        for binding in overrideBase.container.eagerBindingsInReach() {
            let key = binding.key
            if binding.isContribution {
                for (contribution, _) in contributionsWithOwners(for: key) { prepare(contribution.entry) }
            } else if case .found(let entry, _) = lookup(key.type, qualifier: key.qualifier) {
                prepare(entry)
            }
        }
        for entry in orderedEntries { prepare(entry) }
    }

    /// Builds one eager singleton, recording its failure for the next request and for `validate()`.
    private func prepareEagerly(_ entry: Entry, isolation: (any Actor)?) {
        do {
            try entry.prepareEagerly(in: self, isolation: isolation)
        } catch {
            let failure =
                error as? ResolutionError
                ?? ResolutionError(kind: .factoryFailed(error), key: entry.key, path: [entry.key], site: entry.site)
            entry.recordFailure(failure)
            eagerFailures.append(failure)
        }
    }

    /// The eager bindings this container's look-ups reach, the outermost container's first.
    func eagerBindingsInReach() -> [EagerBinding] {
        let inherited = parent?.eagerBindingsInReach() ?? overrideBase?.container.eagerBindingsInReach() ?? []
        return inherited + eagerBindings
    }

    /// The entry registered directly in this container under the key, if exactly one is, without retaining it.
    @inlinable
    func unretainedLocalEntry(for type: any Any.Type, qualifier: Qualifier?) -> Unmanaged<Entry>? {
        if let qualifier {
            return qualifiedEntries[AnyDependencyKey(type, qualifier: qualifier)]
        }
        return unqualifiedEntries.entry(for: ObjectIdentifier(type))
    }

    /// The entry registered directly in this container under a qualified key, if exactly one is, without
    /// retaining it.
    @usableFromInline
    func unretainedQualifiedEntry(for type: any Any.Type, qualifier: Qualifier?) -> Unmanaged<Entry>? {
        qualifiedEntries[AnyDependencyKey(type, qualifier: qualifier)]
    }

    /// The entry registered directly in this container under the key, if exactly one is.
    func localEntry(for type: any Any.Type, qualifier: Qualifier?) -> Entry? {
        unretainedLocalEntry(for: type, qualifier: qualifier)?.takeUnretainedValue()
    }

    /// What a key finds, searched from this container up through its parents.
    enum Lookup {
        /// The entry, with the container that owns it and builds it.
        case found(Entry, owner: Container)
        /// The nearest container that has the key has it more than once.
        case duplicate(sites: [RegistrationSite])
        /// No container in the chain has the key.
        case missing
    }

    /// Searches this container, then its parents; the nearest container that has the key decides.
    func lookup(_ type: any Any.Type, qualifier: Qualifier?) -> Lookup {
        var container: Container? = self
        while let current = container {
            if let entry = current.localEntry(for: type, qualifier: qualifier) {
                return .found(entry, owner: current)
            }
            if !current.duplicates.isEmpty, let sites = current.duplicates[AnyDependencyKey(type, qualifier: qualifier)]
            {
                return .duplicate(sites: sites)
            }
            if let overrideBase = current.overrideBase {
                // An overriding container has no parent: the container it overrides answers the rest.
                return overrideBase.lookup(type, qualifier: qualifier, for: current)
            }
            container = current.parent
        }
        return .missing
    }

    /// The entry for the key here or in a parent, with the container that owns it.
    func entryAndOwner(for type: any Any.Type, qualifier: Qualifier?) -> (entry: Entry, owner: Container)? {
        guard case .found(let entry, let owner) = lookup(type, qualifier: qualifier) else { return nil }
        return (entry, owner)
    }

    /// The sites of a key registered more than once in the nearest container that has it.
    func duplicateSites(for key: AnyDependencyKey) -> [RegistrationSite]? {
        guard case .duplicate(let sites) = lookup(key.type, qualifier: key.qualifier) else { return nil }
        return sites
    }

    /// Returns the instance bound to `type` and `qualifier`, passing runtime `arguments` to its factory.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor (`#isolation`): a binding isolated to a global actor is built only for a
    ///     caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func _resolveDependency<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value {
        // Tested by its tag, not bound: binding an optional qualifier copies it through value witnesses, which
        // costs a singleton hit more than the table probe does.
        let found: Unmanaged<Entry>?
        switch qualifier {
        case .none: found = unqualifiedEntries.entry(for: ObjectIdentifier(type))
        case .some: found = unretainedQualifiedEntry(for: type, qualifier: qualifier)
        }
        if let entry = found {
            return try entry._withUnsafeGuaranteedRef { entry in
                try unsafeDowncast(entry, to: TypedEntry<Value>.self)
                    .instance(in: self, arguments: arguments, isolation: isolation)
            }
        }
        return try resolveBeyondTables(type, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }

    /// The instance for a key this container's own tables miss: from a parent, or through the container an
    /// `overriding` one overrides.
    ///
    /// Inlinable so that it is specialized where `Value` is known (unspecialized, each request looked up the generic
    /// metadata its typed call needs), never inlined, so that it adds one call to each request's code, not a copy.
    @inlinable
    @inline(never)
    func resolveBeyondTables<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value {
        if let (entry, owner) = unretainedEntryBeyondTables(for: type, qualifier: qualifier) {
            return try owner._withUnsafeGuaranteedRef { owner in
                try entry._withUnsafeGuaranteedRef { entry in
                    try unsafeDowncast(entry, to: TypedEntry<Value>.self)
                        .instance(in: owner, arguments: arguments, isolation: isolation)
                }
            }
        }
        return try resolveWithoutLocalEntry(type, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }

    /// The entry a look-up finds, with the container that builds it, both unretained: the containers on the chain
    /// keep them alive as long as this one. Nil when the look-up finds a duplicate or nothing.
    @usableFromInline
    func unretainedEntryBeyondTables(
        for type: any Any.Type,
        qualifier: Qualifier?
    ) -> (entry: Unmanaged<Entry>, owner: Unmanaged<Container>)? {
        guard case .found(let entry, let owner) = lookup(type, qualifier: qualifier) else { return nil }
        return (.passUnretained(entry), .passUnretained(owner))
    }

    /// The instance bound to `type`, without a qualifier or arguments: the table probe and the entry's call, with
    /// no optional qualifier or arguments to copy and destroy on the way.
    ///
    /// - Parameters:
    ///   - type: The type of the unqualified binding.
    ///   - isolation: The caller's actor (`#isolation`): a binding isolated to a global actor is built only for a
    ///     caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        if let entry = unqualifiedEntries.entry(for: ObjectIdentifier(type)) {
            return try entry._withUnsafeGuaranteedRef { entry in
                try unsafeDowncast(entry, to: TypedEntry<Value>.self).instance(in: self, isolation: isolation)
            }
        }
        return try resolveUnqualifiedWithoutLocalEntry(type, isolation: isolation)
    }

    /// `resolveBeyondTables` for an unqualified request without arguments: specialized, out of line.
    @inlinable
    @inline(never)
    func resolveUnqualifiedWithoutLocalEntry<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        if let (entry, owner) = unretainedEntryBeyondTables(for: type, qualifier: nil) {
            return try owner._withUnsafeGuaranteedRef { owner in
                try entry._withUnsafeGuaranteedRef { entry in
                    try unsafeDowncast(entry, to: TypedEntry<Value>.self).instance(in: owner, isolation: isolation)
                }
            }
        }
        return try resolveWithoutLocalEntry(type, qualifier: nil, arguments: nil, isolation: isolation)
    }

    @usableFromInline
    func resolveWithoutLocalEntry<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value {
        let key = AnyDependencyKey(type, qualifier: qualifier)
        switch lookup(type, qualifier: qualifier) {
        case .found(let entry, let owner):
            return try unsafeDowncast(entry, to: TypedEntry<Value>.self)
                .instance(in: owner, arguments: arguments, isolation: isolation)
        case .duplicate(let sites):
            throw ResolutionError(
                kind: .duplicateBinding(sites: sites),
                key: key,
                path: ResolutionContext.current.keys + [key]
            )
        case .missing:
            break
        }
        if let shape = type as? any SynthesizedDependency.Type {
            let value = try shape.synthesize(qualifier: qualifier, arguments: arguments, in: self, isolation: isolation)
            if let value = value as? Value { return value }
        }
        throw missingBinding(key)
    }

    /// The error for a key nothing binds, with the path that asked and the keys registered nearby.
    func missingBinding(_ key: AnyDependencyKey, path: [AnyDependencyKey]? = nil) -> ResolutionError {
        ResolutionError(
            kind: .missingBinding,
            key: key,
            path: path ?? (ResolutionContext.current.keys + [key]),
            nearMisses: nearMisses(for: key)
        )
    }

    /// Whether a request for the key can be answered, without building anything.
    func canResolve(_ type: any Any.Type, qualifier: Qualifier?) -> Bool {
        switch lookup(type, qualifier: qualifier) {
        case .found, .duplicate: return true
        case .missing: break
        }
        if let shape = type as? any SynthesizedDependency.Type {
            return shape.isAvailable(qualifier: qualifier, in: self)
        }
        return false
    }

    /// Whether `type` (optionally named) has a binding here or in a parent.
    ///
    /// - Parameters:
    ///   - type: The type to look for, as `resolve` would ask for it.
    ///   - name: The name to look for, or `nil` (the default) for the unqualified binding.
    /// - Returns: `true` when a request for the key would find a registration in this container or one it falls
    ///   back to (even one registered twice, which `resolve` then reports), or would be made from other bindings:
    ///   `T?`, `[T]` and `[K: T]` always, `Lazy<T>` and `Provider<T>` when `T` has a binding. Nothing is built.
    public func hasBinding<Value>(for type: Value.Type, named name: String? = nil) -> Bool {
        canResolve(type, qualifier: .optional(named: name))
    }

    /// Whether `type` has a binding under a qualifier value here or in a parent, as `resolve(_:qualifier:)` asks.
    ///
    /// - Parameters:
    ///   - type: The type to look for, as `resolve` would ask for it.
    ///   - qualifier: The value the binding was qualified by; a `String` is the same as a name.
    /// - Returns: `true` when a request for the key would find a registration in this container or one it falls
    ///   back to, or would be made from other bindings, as for `hasBinding(for:named:)`. Nothing is built.
    public func hasBinding<Value>(for type: Value.Type, qualifier: some Hashable & Sendable) -> Bool {
        canResolve(type, qualifier: Qualifier(qualifier))
    }

    /// Every key registered in this container and its parents, in registration order.
    public var registeredKeys: [AnyDependencyKey] {
        let view = structuralView
        return (view.parent?.registeredKeys ?? []) + view.orderedEntries.map(\.key)
    }
}

/// One contribution to a multibinding, with the map key it contributes under, if any.
struct Contribution {
    let entry: Entry
    let multibinding: Multibinding
}

extension Container {
    /// Returns the instance bound to `type` and `qualifier`, awaiting an async factory where the binding has one.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor (`#isolation`), on which the request runs: a binding isolated to a global
    ///     actor is built only for a caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments or is isolated to an actor the caller is not on.
    public func _resolveDependencyAsync<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        guard case .found(let entry, let owner) = lookup(type, qualifier: qualifier) else {
            // Optionals, Lazy, Provider and multibindings, and every error, come from the synchronous path.
            return try _resolveDependency(type, qualifier: qualifier, arguments: arguments, isolation: isolation)
        }
        return try await unsafeDowncast(entry, to: TypedEntry<Value>.self)
            .instanceAsync(in: owner, arguments: arguments, isolation: isolation)
    }
}
