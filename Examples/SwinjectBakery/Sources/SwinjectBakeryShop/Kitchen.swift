import Suture

/// Bakes loaves; Swinject still builds the one the shop uses.
public protocol Oven: AnyObject, Sendable {
    var name: String { get }
}

/// The shop's oven, registered in `KitchenAssembly`.
public final class BrickOven: Oven {
    /// What the oven is called.
    public let name = "brick oven"

    /// Makes the oven.
    public init() {}
}

/// Flour of one grain; Swinject registers the rye flour by name.
public final class Flour: Sendable {
    /// The grain the flour is milled from.
    public let grain: String

    /// Makes flour of a grain.
    public init(grain: String) {
        self.grain = grain
    }
}

/// Mixes dough. It was registered in Swinject once (README, step 1); now Suture builds it, one per app.
@Injectable(scope: .singleton)
public final class Mixer: Sendable {
    /// How fast it mixes.
    public let speed = 2

    /// Makes the mixer.
    public init() {}
}
