/// One registration with its type erased, ready to become entries in a container.
public struct Registration: Sendable {
    /// The key the registration answers (for a contribution, the element's key).
    public let key: AnyDependencyKey
    /// Where it was written.
    public let site: RegistrationSite
    /// The multibinding it contributes to, if it is a contribution.
    let contribution: Multibinding?
    /// Makes fresh entries, with fresh scope caches, for one container.
    let makeEntries: @Sendable () -> RegistrationEntries
}

/// The entries one registration adds to a container: its primary key and its aliases, sharing one instance.
struct RegistrationEntries {
    let primary: Entry
    let aliases: [Entry]
}
