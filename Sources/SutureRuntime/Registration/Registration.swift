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
    var contribution: Multibinding? { storage.contribution?.multibinding }
    /// Whether it is a contribution, without copying the multibinding out.
    var isContribution: Bool { storage.contribution != nil }
    /// The identity of the key's type, without copying the key out.
    var typeIdentifier: ObjectIdentifier { storage.entries.primary.typeIdentifier }
    /// The other keys it answers with the same instance (`alias`): its alias entries'.
    var aliasKeys: [AnyDependencyKey] { storage.entries.aliases.map(\.key) }
    /// Whether every container shares the entries: they keep no instance (a transient binding, built when asked).
    private var sharesEntries: Bool {
        let primary = storage.entries.primary
        return primary.holdsNoInstance && !primary.isEager
    }
    /// The entries for one container: the ones every container shares for a binding that keeps no instance; for
    /// another, the registration's own entries to the first container that takes them, and copies, with empty scope
    /// caches, to every other one.
    func entriesForContainer() -> RegistrationEntries {
        let entries = storage.entries
        if sharesEntries || entries.primary.takeForContainer() { return entries }
        return entries.madeAgain()
    }
    /// The `@Module` that declares it and its place there, so a module included twice counts once.
    var origin: ModuleOrigin? {
        get { storage.origin }
        set { storage = Storage(entries: storage.entries, contribution: storage.contribution, origin: newValue) }
    }

    /// A registration of `entries`, its key, site and aliases theirs: every container shares entries that keep no
    /// instance; entries that keep instances go to the first container that takes them, copies to every other one.
    @usableFromInline
    init(contribution: Multibinding?, entries: RegistrationEntries) {
        storage = Storage(entries: entries, contribution: contribution.map(Contribution.init), origin: nil)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A registration's fields, never changed once made: 56 bytes, as little as a registration can keep. The key,
    /// the site and the aliases' keys are read from the entries, which keep them too; whether every container shares
    /// the entries, from the primary entry's scope.
    private final class Storage: Sendable {
        /// The entries: shared by every container when they keep no instance; else kept by the first container to
        /// take them (`Entry.takeForContainer()`, on the primary entry, which every copy of the registration
        /// shares), and copied for every other one.
        let entries: RegistrationEntries
        let contribution: Contribution?
        let origin: ModuleOrigin?

        init(entries: RegistrationEntries, contribution: Contribution?, origin: ModuleOrigin?) {
            self.entries = entries
            self.contribution = contribution
            self.origin = origin
        }
    }

    /// The multibinding of a contribution, kept out of `Storage` for the registrations that are none.
    private final class Contribution: Sendable {
        let multibinding: Multibinding

        init(_ multibinding: Multibinding) {
            self.multibinding = multibinding
        }
    }

    /// The same registration without the aliases under `keys`, which an override now answers.
    ///
    /// It keeps the same primary entry, so the two registrations still hand it to one container only.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> Registration {
        let entries = storage.entries
        guard entries.aliases.contains(where: { keys.contains($0.key) }) else { return self }
        return Registration(
            storage: Storage(
                entries: entries.removingAliases(keys), contribution: storage.contribution, origin: storage.origin))
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
