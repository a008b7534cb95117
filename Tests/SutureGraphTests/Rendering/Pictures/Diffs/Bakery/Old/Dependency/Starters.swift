import Suture

/// A sourdough starter. The bakery keeps two, told apart by name: "rye" and "wheat".
public struct Starter: Sendable {
    /// The flour it is fed with.
    public let grain: String

    /// A starter fed with `grain`.
    public init(grain: String) {
        self.grain = grain
        Log.built("Starter named \"\(grain)\"")
    }
}

/// The two starters: a named pair of singletons, fed once and kept.
@Module
public enum StartersModule {
    /// The rye starter.
    @Provides(named: "rye", scope: .singleton)
    public static func rye() -> Starter { Starter(grain: "rye") }

    /// The wheat starter.
    @Provides(named: "wheat", scope: .singleton)
    public static func wheat() -> Starter { Starter(grain: "wheat") }
}
