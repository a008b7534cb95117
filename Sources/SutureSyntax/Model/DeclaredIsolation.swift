/// The isolation written on a declaration, which its registration carries.
package enum DeclaredIsolation: Hashable, Sendable {
    /// Nothing written: the module's default applies (nonisolated, or the main actor in a module built with
    /// default `MainActor` isolation), which only the compiler knows.
    case unspecified
    /// `nonisolated`: built for any caller.
    case nonisolated
    /// A global actor (`@MainActor`): built only for callers isolated to it.
    case globalActor(String)

    /// The global actor's name, when one is written.
    package var globalActor: String? {
        switch self {
        case .globalActor(let name): name
        case .unspecified, .nonisolated: nil
        }
    }

    /// This isolation, or `outer` when nothing is written here (an initializer within its type).
    func otherwise(_ outer: DeclaredIsolation) -> DeclaredIsolation {
        switch self {
        case .unspecified: outer
        case .nonisolated, .globalActor: self
        }
    }
}
