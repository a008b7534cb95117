/// One registration with its type erased, ready to become entries in a container.
public struct Registration: Sendable {
    /// The fields, shared by every copy: a result builder copies each registration several times on its way into a
    /// container, and a copy is then one reference instead of a dozen.
    private var storage: Storage

    /// The key the registration answers (for a contribution, the element's key): its primary entry's.
    public var key: AnyDependencyKey { storage.entries.primary.key }
    /// Where it was written.
    public var site: RegistrationSite { storage.entries.primary.site }
    /// The multibinding it contributes to, if it is a contribution.
    var contribution: Multibinding? { storage.contribution }
    /// Whether it is a contribution, without copying the multibinding out.
    var isContribution: Bool { storage.isContribution }
    /// The identity of the key's type, without copying the key out.
    var typeIdentifier: ObjectIdentifier { storage.entries.primary.typeIdentifier }
    /// The other keys it answers with the same instance (`alias`).
    var aliasKeys: [AnyDependencyKey] { storage.aliasKeys }
    /// The entries for one container: the ones every container shares for a binding that keeps no instance; for
    /// another, the registration's own entries to the first container that takes them, and copies, with empty scope
    /// caches, to every other one.
    func entriesForContainer() -> RegistrationEntries {
        let entries = storage.entries
        if storage.sharesEntries || entries.primary.takeForContainer() { return entries }
        return entries.madeAgain()
    }
    /// The `@Module` that declares it and its place there, so a module included twice counts once.
    var origin: ModuleOrigin? {
        get { storage.origin }
        set {
            storage = Storage(
                contribution: storage.contribution,
                aliasKeys: storage.aliasKeys,
                entries: storage.entries,
                sharesEntries: storage.sharesEntries,
                origin: newValue
            )
        }
    }

    /// A registration whose entries keep instances: the first container that takes it gets `entries`, every other
    /// one a copy with empty scope caches. Its key and site are its primary entry's.
    @usableFromInline
    init(
        contribution: Multibinding?,
        aliasKeys: [AnyDependencyKey],
        entriesForTheFirstContainer entries: RegistrationEntries
    ) {
        storage = Storage(
            contribution: contribution, aliasKeys: aliasKeys, entries: entries, sharesEntries: false, origin: nil)
    }

    /// A registration whose entries keep no instance, so every container that takes it shares them. Its key and site
    /// are its primary entry's.
    @usableFromInline
    init(
        contribution: Multibinding?,
        aliasKeys: [AnyDependencyKey],
        sharedEntries: RegistrationEntries
    ) {
        storage = Storage(
            contribution: contribution, aliasKeys: aliasKeys, entries: sharedEntries, sharesEntries: true, origin: nil)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A registration's fields, never changed once made. The key and the site are read from the primary entry, which
    /// keeps them too.
    private final class Storage: Sendable {
        let contribution: Multibinding?
        let aliasKeys: [AnyDependencyKey]
        /// The entries: shared by every container when `sharesEntries` (they keep no instance); else kept by the
        /// first container to take them (`Entry.takeForContainer()`, on the primary entry, which every copy of the
        /// registration shares), and copied for every other one.
        let entries: RegistrationEntries
        let sharesEntries: Bool
        let isContribution: Bool
        let origin: ModuleOrigin?

        init(
            contribution: Multibinding?,
            aliasKeys: [AnyDependencyKey],
            entries: RegistrationEntries,
            sharesEntries: Bool,
            origin: ModuleOrigin?
        ) {
            self.contribution = contribution
            self.aliasKeys = aliasKeys
            self.entries = entries
            self.sharesEntries = sharesEntries
            self.origin = origin
            isContribution = contribution != nil
        }
    }

    /// The same registration without the aliases under `keys`, which an override now answers.
    ///
    /// It keeps the same primary entry, so the two registrations still hand it to one container only.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> Registration {
        guard !storage.aliasKeys.isEmpty, aliasKeys.contains(where: keys.contains) else { return self }
        return Registration(
            storage: Storage(
                contribution: contribution,
                aliasKeys: aliasKeys.filter { !keys.contains($0) },
                entries: storage.entries.removingAliases(keys),
                sharesEntries: storage.sharesEntries,
                origin: origin
            ))
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
