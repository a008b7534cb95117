/// One registration with its type erased, ready to become entries in a container.
public struct Registration: Sendable {
    /// The key the registration answers (for a contribution, the element's key).
    public let key: AnyDependencyKey
    /// Where it was written.
    public let site: RegistrationSite
    /// The multibinding it contributes to, if it is a contribution.
    let contribution: Multibinding?
    /// The other keys it answers with the same instance (`alias`).
    let aliasKeys: [AnyDependencyKey]
    /// Makes fresh entries, with fresh scope caches, for one container.
    let makeEntries: @Sendable () -> RegistrationEntries
    /// The `@Module` that declares it and its place there, so a module included twice counts once.
    var origin: ModuleOrigin? = nil

    /// The same registration without the aliases under `keys`, which an override now answers.
    func removingAliases(_ keys: Set<AnyDependencyKey>) -> Registration {
        guard aliasKeys.contains(where: keys.contains) else { return self }
        let makeEntries = self.makeEntries
        return Registration(
            key: key,
            site: site,
            contribution: contribution,
            aliasKeys: aliasKeys.filter { !keys.contains($0) },
            makeEntries: {
                let entries = makeEntries()
                return RegistrationEntries(
                    primary: entries.primary,
                    aliases: entries.aliases.filter { !keys.contains($0.key) }
                )
            },
            origin: origin
        )
    }
}

/// Where a module's registration comes from: the module's type and the registration's place in it.
///
/// Two modules that both include a third list its registrations twice; the same origin twice is one registration.
struct ModuleOrigin: Hashable, Sendable {
    let module: ObjectIdentifier
    let index: Int
}

/// The entries one registration adds to a container: its primary key and its aliases, sharing one instance.
struct RegistrationEntries {
    let primary: Entry
    let aliases: [Entry]
}
