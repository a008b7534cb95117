import Suture

/// Bakes loaves.
public protocol Oven: AnyObject, Sendable {
    /// What the log calls it.
    var name: String { get }
    /// What it burns.
    var fuel: any Fuel { get }
}

/// The oven the bakery shares, bound as `Oven` by its own annotation in this package.
@Injectable(as: Oven.self, scope: .singleton)
public final class BrickOven: Oven {
    /// What the log calls it.
    public let name = "brick oven"
    /// What it burns: the fuel this package's build chose.
    public let fuel: any Fuel

    /// Lights the oven with `fuel`.
    public init(fuel: any Fuel) {
        self.fuel = fuel
    }
}
