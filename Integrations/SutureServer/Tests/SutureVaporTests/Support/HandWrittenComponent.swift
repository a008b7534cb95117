import Synchronization

// The shape the graph compiler generates for a `.custom("request")` subcomponent (see
// Tests/SutureGeneratedTests/Server in the root package), written by hand so these tests need no plugin.

/// The request subcomponent's protocol, as an app declares it.
protocol ShopRequest: Sendable {
    var cart: Cart { get }
    var checkout: Checkout { get }
    var info: RequestInfo { get }
}

/// The root component: the pantry is a singleton, and `request(_:)` is the subcomponent's entry point.
final class ShopComponent: Sendable {
    let serialNumbers = SerialNumbers()
    let live = LiveInstances()
    private let storedPantry = Mutex<Pantry?>(nil)

    var pantry: Pantry {
        storedPantry.withLock { pantry in
            if let pantry { return pantry }
            let made = Pantry(serialNumbers: serialNumbers)
            pantry = made
            return made
        }
    }

    func request(_ info: RequestInfo) -> any ShopRequest {
        ShopRequestComponent(parent: self, info: info)
    }
}

/// One request's subcomponent: its cart is built once, on first use.
final class ShopRequestComponent: ShopRequest {
    let parent: ShopComponent
    let info: RequestInfo
    private let storedCart = Mutex<Cart?>(nil)

    init(parent: ShopComponent, info: RequestInfo) {
        self.parent = parent
        self.info = info
    }

    var cart: Cart {
        storedCart.withLock { cart in
            if let cart { return cart }
            let made = Cart(pantry: parent.pantry, serialNumbers: parent.serialNumbers, live: parent.live)
            cart = made
            return made
        }
    }

    var checkout: Checkout { Checkout(cart: cart) }
}
