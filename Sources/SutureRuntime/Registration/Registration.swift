/// One registration with its type erased, ready to become entries in a container.
public struct Registration: Sendable {
    /// One reference: a result builder copies each registration several times on its way into a container, and a
    /// copy is then one retain.
    private let storage: Storage

    /// The primary entry alone, which keeps the key and the site, as most registrations need; or, for the few with
    /// aliases, a contribution or a module's place, an object that holds it with them.
    private enum Storage: Sendable {
        case primary(Entry)
        case withRareFields(RareFields)
    }

    /// The primary entry, made from the `Register`.
    private var primary: Entry {
        switch storage {
        case .primary(let entry): entry
        case .withRareFields(let rareFields): rareFields.primary
        }
    }
    /// The aliases, the contribution and the module's place, if the registration has any.
    private var rareFields: RareFields? {
        switch storage {
        case .primary: nil
        case .withRareFields(let rareFields): rareFields
        }
    }

    /// The key the registration answers (for a contribution, the element's key): its primary entry's.
    public var key: AnyDependencyKey { primary.key }
    /// Where it was written.
    public var site: RegistrationSite { primary.site }
    /// How long the instances it builds live, and who shares them.
    public var scope: Scope { primary.scope }
    /// Whether it contributes to a multibinding (`[T]` or `[K: T]`) rather than binding its key alone.
    public var contributesToMultibinding: Bool { isContribution }
    /// The multibinding it contributes to, if it is a contribution.
    var contribution: Multibinding? { rareFields?.contribution }
    /// Whether it is a contribution, without copying the multibinding out.
    var isContribution: Bool { rareFields?.contribution != nil }
    /// The identity of the key's type, without copying the key out.
    var typeIdentifier: ObjectIdentifier { primary.typeIdentifier }
    /// The other keys it answers with the same instance (`alias`): its alias entries'.
    var aliasKeys: [AnyDependencyKey] { aliases.map(\.key) }
    /// The entries of its aliases, made over the primary one.
    private var aliases: [Entry] { rareFields?.aliases ?? [] }
    /// The primary entry and the aliases' entries.
    private var entries: RegistrationEntries { RegistrationEntries(primary: primary, aliases: aliases) }
    /// Whether every container shares the entries: they keep no instance (a transient binding, built when asked).
    private var sharesEntries: Bool { primary.holdsNoInstance && !primary.isEager }
    /// The entries for one container: the ones every container shares for a binding that keeps no instance; for
    /// another, the registration's own entries to the first container that takes them, and copies, with empty scope
    /// caches, to every other one.
    func entriesForContainer() -> RegistrationEntries {
        if sharesEntries || primary.takeForContainer() { return entries }
        return entries.madeAgain()
    }
    /// The `@Module` that declares it and its place there, so a module included twice counts once.
    var origin: ModuleOrigin? {
        get { rareFields?.origin }
        set {
            self = Registration(
                primary: primary, aliases: aliases, contribution: rareFields?.contribution, origin: newValue)
        }
    }

    /// A registration of `entries`, its key, site and aliases theirs: every container shares entries that keep no
    /// instance; entries that keep instances go to the first container that takes them, copies to every other one.
    @usableFromInline
    init(contribution: Multibinding?, entries: RegistrationEntries) {
        self.init(primary: entries.primary, aliases: entries.aliases, contribution: contribution, origin: nil)
    }

    private init(primary: Entry, aliases: [Entry], contribution: Multibinding?, origin: ModuleOrigin?) {
        if aliases.isEmpty && contribution == nil && origin == nil {
            storage = .primary(primary)
        } else {
            storage = .withRareFields(
                RareFields(primary: primary, aliases: aliases, contribution: contribution, origin: origin))
        }
    }

    /// The fields few registrations have, never changed once made. The key, the site and the aliases' keys are read
    /// from the entries, which keep them too; whether every container shares the entries, from the primary entry's
    /// scope.
    private final class RareFields: Sendable {
        /// The primary entry.
        let primary: Entry
        /// The entries of the registration's aliases, made over its primary entry.
        let aliases: [Entry]
        /// The multibinding of a contribution.
        let contribution: Multibinding?
        /// The `@Module` that declares it and its place there.
        let origin: ModuleOrigin?

        init(primary: Entry, aliases: [Entry], contribution: Multibinding?, origin: ModuleOrigin?) {
            self.primary = primary
            self.aliases = aliases
            self.contribution = contribution
            self.origin = origin
        }
    }

    /// The same registration without the aliases under `keys`, which an override now answers.
    ///
    /// It keeps the same primary entry, so the two registrations still hand it to one container only.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> Registration {
        guard aliases.contains(where: { keys.contains($0.key) }) else { return self }
        return Registration(
            primary: primary,
            aliases: aliases.filter { !keys.contains($0.key) },
            contribution: rareFields?.contribution,
            origin: rareFields?.origin
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
