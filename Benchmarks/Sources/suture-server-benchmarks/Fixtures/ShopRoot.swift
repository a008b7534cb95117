import Synchronization

/// The root component in the shape the graph compiler generates: a lazily stored singleton and the request
/// subcomponent's entry point (written out here so the benchmark needs no build plugin).
final class ShopRoot: Sendable {
    private let storedPantry = Mutex<Pantry?>(nil)

    /// The singleton pantry, built on first use.
    var pantry: Pantry {
        storedPantry.withLock { pantry in
            if let pantry { return pantry }
            let made = Pantry(number: 1)
            pantry = made
            return made
        }
    }

    /// A new request subcomponent.
    func request() -> any ShopRequest {
        ShopRequestComponent(parent: self)
    }
}
