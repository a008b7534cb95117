/// One registration with its type erased, ready to become entries in a container.
public struct Registration: Sendable {
    /// The fields, shared by every copy: a result builder copies each registration several times on its way into a
    /// container, and a copy is then one reference instead of a dozen.
    private var storage: Storage

    /// The key the registration answers (for a contribution, the element's key).
    public var key: AnyDependencyKey { storage.key }
    /// Where it was written.
    public var site: RegistrationSite { storage.site }
    /// The multibinding it contributes to, if it is a contribution.
    var contribution: Multibinding? { storage.contribution }
    /// Whether it is a contribution, without copying the multibinding out.
    var isContribution: Bool { storage.isContribution }
    /// The identity of the key's type, without copying the key out.
    var typeIdentifier: ObjectIdentifier { storage.typeIdentifier }
    /// The other keys it answers with the same instance (`alias`).
    var aliasKeys: [AnyDependencyKey] { storage.aliasKeys }
    /// The entries for one container: the ones every container shares for a binding that keeps no instance; for
    /// another, the registration's own entries to the first container that takes them, and copies, with empty scope
    /// caches, to every other one.
    func entriesForContainer() -> RegistrationEntries {
        switch storage.entries {
        case .shared(let entries): entries
        case .firstTaken(let entries): entries.primary.takeForContainer() ? entries : entries.madeAgain()
        }
    }
    /// The `@Module` that declares it and its place there, so a module included twice counts once.
    var origin: ModuleOrigin? {
        get { storage.origin }
        set {
            storage = Storage(
                key: storage.key,
                site: storage.site,
                contribution: storage.contribution,
                aliasKeys: storage.aliasKeys,
                entries: storage.entries,
                origin: newValue
            )
        }
    }

    /// A registration whose entries keep instances: the first container that takes it gets `entries`, every other
    /// one a copy with empty scope caches.
    @usableFromInline
    init(
        key: AnyDependencyKey,
        site: RegistrationSite,
        contribution: Multibinding?,
        aliasKeys: [AnyDependencyKey],
        entriesForTheFirstContainer entries: RegistrationEntries
    ) {
        self.init(
            key: key, site: site, contribution: contribution, aliasKeys: aliasKeys, entries: .firstTaken(entries),
            origin: nil)
    }

    /// A registration whose entries keep no instance, so every container that takes it shares them.
    @usableFromInline
    init(
        key: AnyDependencyKey,
        site: RegistrationSite,
        contribution: Multibinding?,
        aliasKeys: [AnyDependencyKey],
        sharedEntries: RegistrationEntries
    ) {
        self.init(
            key: key, site: site, contribution: contribution, aliasKeys: aliasKeys, entries: .shared(sharedEntries),
            origin: nil)
    }

    private init(
        key: AnyDependencyKey,
        site: RegistrationSite,
        contribution: Multibinding?,
        aliasKeys: [AnyDependencyKey],
        entries: EntrySource,
        origin: ModuleOrigin?
    ) {
        storage = Storage(
            key: key,
            site: site,
            contribution: contribution,
            aliasKeys: aliasKeys,
            entries: entries,
            origin: origin
        )
    }

    /// Where a container gets a registration's entries.
    private enum EntrySource: Sendable {
        /// Entries that keep no instance, shared by every container.
        case shared(RegistrationEntries)
        /// Entries that keep instances: the first container to take them keeps them (`Entry.takeForContainer()`,
        /// on the primary entry, which every copy of the registration shares), every other one gets copies.
        case firstTaken(RegistrationEntries)
    }

    /// A registration's fields, never changed once made.
    private final class Storage: Sendable {
        let key: AnyDependencyKey
        let site: RegistrationSite
        let contribution: Multibinding?
        let aliasKeys: [AnyDependencyKey]
        let entries: EntrySource
        let origin: ModuleOrigin?
        let isContribution: Bool
        let typeIdentifier: ObjectIdentifier

        init(
            key: AnyDependencyKey,
            site: RegistrationSite,
            contribution: Multibinding?,
            aliasKeys: [AnyDependencyKey],
            entries: EntrySource,
            origin: ModuleOrigin?
        ) {
            self.key = key
            self.site = site
            self.contribution = contribution
            self.aliasKeys = aliasKeys
            self.entries = entries
            self.origin = origin
            isContribution = contribution != nil
            typeIdentifier = key.typeIdentifier
        }
    }

    /// The same registration without the aliases under `keys`, which an override now answers.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> Registration {
        guard !storage.aliasKeys.isEmpty, aliasKeys.contains(where: keys.contains) else { return self }
        let entries: EntrySource
        switch storage.entries {
        case .shared(let shared): entries = .shared(shared.removingAliases(keys))
        // The same primary entry, so the two registrations still hand it to one container only.
        case .firstTaken(let taken): entries = .firstTaken(taken.removingAliases(keys))
        }
        return Registration(
            key: key,
            site: site,
            contribution: contribution,
            aliasKeys: aliasKeys.filter { !keys.contains($0) },
            entries: entries,
            origin: origin
        )
    }
}

/// Where a module's registration comes from: the module's type and the registration's place in it.
///
/// Two modules that both include a third list its registrations twice; the same origin twice is one registration.
@usableFromInline
struct ModuleOrigin: Hashable, Sendable {
    let module: ObjectIdentifier
    let index: Int
}

/// The entries one registration adds to a container: its primary key and its aliases, sharing one instance.
@usableFromInline
struct RegistrationEntries: Sendable {
    let primary: Entry
    let aliases: [Entry]

    @usableFromInline
    init(primary: Entry, aliases: [Entry]) {
        self.primary = primary
        self.aliases = aliases
    }

    /// Copies of the entries, with empty scope caches: the primary made again, each alias made again over it.
    func madeAgain() -> RegistrationEntries {
        let primary = primary.madeAgain()
        return RegistrationEntries(
            primary: primary, aliases: aliases.map { alias in alias.aliasSource?.remake(primary) ?? alias })
    }

    /// The same entries without the aliases under `keys`, which an override now answers.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> RegistrationEntries {
        guard !aliases.isEmpty, aliases.contains(where: { keys.contains($0.key) }) else { return self }
        return RegistrationEntries(primary: primary, aliases: aliases.filter { !keys.contains($0.key) })
    }
}
