/// The container an `overriding { }` container stands on: what it answers that the overrides do not, and the
/// overriding container's own copies of the entries there that keep instances.
///
/// Making an overriding container copies nothing of the container it overrides: a look-up its overrides miss goes to
/// that container, and the entry found is used as is when it keeps no instance (it builds through the container that
/// asks) or copied once, on first use, when it does. So an override costs as much as its own registrations.
final class OverrideBase: @unchecked Sendable {
    /// The container overridden, with its parents.
    let container: Container
    /// The keys the overrides bind (their aliases too): a binding of the overridden container under one of them, or an
    /// alias of such a binding, is replaced.
    ///
    /// A list, not a set: a test overrides a few keys, and only an alias's look-up or the structural view asks.
    let replacedKeys: [AnyDependencyKey]
    /// The map contributions the overrides replace.
    let replacedMapKeys: [MapContributionKey]
    private let lock = Lock.make()
    /// The overriding container's copies, by the identity of the entry the overridden container answers with.
    private var madeCopies: [ObjectIdentifier: Entry] = [:]
    /// The overriding container's registrations made into one parentless container, once asked for.
    private var madeStructuralView: Container?

    init(container: Container, overrides: [Registration]) {
        self.container = container
        var replacedKeys: [AnyDependencyKey] = []
        var replacedMapKeys: [MapContributionKey] = []
        for registration in overrides {
            if let mapKey = MapContributionKey(registration) {
                replacedMapKeys.append(mapKey)
            } else if !registration.isContribution {
                replacedKeys.append(registration.key)
                replacedKeys += registration.aliasKeys
            }
        }
        self.replacedKeys = replacedKeys
        self.replacedMapKeys = replacedMapKeys
    }

    /// What the overridden container answers for a key the overrides miss, as the overriding container sees it.
    func lookup(_ type: any Any.Type, qualifier: Qualifier?, for overriding: Container) -> Container.Lookup {
        switch container.lookup(type, qualifier: qualifier) {
        case .found(let entry, _):
            // An alias goes with its registration: when an override replaces the primary key, the alias goes too.
            if let primaryKey = entry.primaryKey, replacedKeys.contains(primaryKey) { return .missing }
            return .found(ownEntry(for: entry), owner: overriding)
        case .duplicate(let sites):
            return .duplicate(sites: sites)
        case .missing:
            return .missing
        }
    }

    /// The contributions of the overridden container to a multibinding, less those the overrides replace, as the
    /// overriding container builds them.
    func contributions(for key: AnyDependencyKey, for overriding: Container) -> [(Contribution, Container)] {
        container.contributionsWithOwners(for: key).compactMap { contribution, _ in
            if let mapKey = MapContributionKey(contribution), replacedMapKeys.contains(mapKey) { return nil }
            return (
                Contribution(entry: ownEntry(for: contribution.entry), multibinding: contribution.multibinding),
                overriding
            )
        }
    }

    /// The entry the overriding container builds with in place of one the overridden container answers with.
    func ownEntry(for entry: Entry) -> Entry {
        if entry.holdsNoInstance { return entry }
        return lock.withLock { Self.copy(of: entry, in: &madeCopies) }
    }

    /// The copies made so far, whose instances `reset` forgets.
    var copies: [Entry] {
        lock.withLock { Array(madeCopies.values) }
    }

    /// The overriding container's structure as one parentless container, made once (see `Container.structuralView`).
    func structuralView(making make: () -> Container) -> Container {
        lock.withLock {
            if let view = madeStructuralView { return view }
            let view = make()
            madeStructuralView = view
            return view
        }
    }

    /// The copy of `entry`, made on first use; an alias's copy hands out the copy of its primary entry.
    private static func copy(of entry: Entry, in copies: inout [ObjectIdentifier: Entry]) -> Entry {
        if let copy = copies[ObjectIdentifier(entry)] { return copy }
        let copy: Entry
        if let source = entry.aliasSource {
            let primary = source.primary.holdsNoInstance ? source.primary : Self.copy(of: source.primary, in: &copies)
            copy = source.remake(primary)
        } else {
            copy = entry.madeAgain()
        }
        copies[ObjectIdentifier(entry)] = copy
        return copy
    }
}
