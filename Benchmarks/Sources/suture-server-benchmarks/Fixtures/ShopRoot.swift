@_spi(SutureGenerated) import SutureRuntime

/// The root component as the graph compiler generates it, written out so the benchmark needs no build plugin (without
/// the override branches; the request subcomponent is in `ShopRequestComponent.swift`): a singleton in a
/// `ComponentSingleton` slot, and the request subcomponent's entry point.
final class ShopRoot: Sendable {
    private let storedPantry = SutureRuntime.ComponentSingleton<Pantry>()

    /// The singleton pantry, built on first use.
    var pantry: Pantry { providePantry() }

    /// A new request subcomponent.
    func request() -> any ShopRequest {
        ShopRequestComponent(parent: self)
    }

    func providePantry() -> Pantry {
        storedPantry.get { Pantry(number: 1) }
    }
}
