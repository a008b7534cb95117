import BakeryCore

/// A sourdough starter, kept by grain.
public struct Starter: Sendable {
    /// The grain it feeds on.
    public let grain: String
}

/// The pantry's bindings: a starter the app's component asks for by name. Every component that refines
/// `BakeryScope` has them without listing the module.
@Module(installIn: [BakeryScope.self])
public enum PantryModule {
    /// The rye starter, one for the whole bakery.
    @Provides(named: "rye", scope: .singleton)
    public static func ryeStarter() -> Starter { Starter(grain: "rye") }
}
