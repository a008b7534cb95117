/// The global actor a binding's factory runs on; a container checks it before building.
public struct Isolation: Hashable, Sendable, CustomStringConvertible {
    /// The actor's name, as messages show it.
    public let name: String

    /// Isolated to `@MainActor`.
    public static let mainActor = Isolation(name: "MainActor")

    /// `MainActor`.
    public var description: String { name }
}
