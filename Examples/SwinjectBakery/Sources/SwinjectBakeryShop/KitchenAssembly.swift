import Swinject

/// The Swinject half of the shop, as it was written before Suture came: what is left of it.
public final class KitchenAssembly: Assembly {
    /// Makes the assembly.
    public init() {}

    /// Registers the oven, the rye flour and the till.
    public func assemble(container: Container) {
        container.register(Oven.self) { _ in BrickOven() }
            .inObjectScope(.container)
        container.register(Flour.self, name: "rye") { _ in Flour(grain: "rye") }
            .inObjectScope(.container)
        container.register(Till.self) { resolver in
            Till(ledger: resolver.resolve(Ledger.self)!, mixer: resolver.resolve(Mixer.self)!)
        }
    }
}

/// Counts the day's takings; Swinject builds it, from the ledger and the mixer that Suture builds.
public final class Till {
    /// The ledger the takings go into.
    public let ledger: Ledger
    /// The mixer the till counts the batches of.
    public let mixer: Mixer

    /// Makes the till over a ledger and a mixer.
    public init(ledger: Ledger, mixer: Mixer) {
        self.ledger = ledger
        self.mixer = mixer
    }
}
