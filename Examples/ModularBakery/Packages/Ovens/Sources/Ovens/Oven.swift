import Suture

/// Bakes loaves.
public protocol Oven: AnyObject, Sendable {
    /// What the log calls it.
    var name: String { get }
}

/// The oven the bakery shares, bound as `Oven` by its own annotation in this package.
@Injectable(as: Oven.self, scope: .singleton)
public final class BrickOven: Oven {
    /// What the log calls it.
    public let name = "brick oven"

    /// Lights the oven.
    public init() {}
}
