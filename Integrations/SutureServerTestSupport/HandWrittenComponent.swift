import Synchronization

// The shape the graph compiler generates for a `.custom("request")` subcomponent (see
// Tests/SutureGeneratedTests/Server in the root package), written by hand so these tests need no plugin.
// Examples/BakeryServer runs the same middleware with a generated component.

/// The request subcomponent's protocol, as an app declares it.
package protocol ShopRequest: Sendable {
    /// The request's cart, built once per request.
    var cart: Cart { get }
    /// A new checkout of the request's cart on every use.
    var checkout: Checkout { get }
    /// The request's own bound instance.
    var info: RequestInfo { get }
}

/// The root component: the pantry is a singleton, and `request(_:)` is the subcomponent's entry point.
package final class ShopComponent: Sendable {
    /// Numbers pantries and carts.
    package let serialNumbers = SerialNumbers()
    /// Counts the carts alive.
    package let live = LiveInstances()
    private let storedPantry = Mutex<Pantry?>(nil)

    /// A root with no pantry built yet.
    package init() {}

    /// The singleton pantry, built on first use.
    package var pantry: Pantry {
        storedPantry.withLock { pantry in
            if let pantry { return pantry }
            let made = Pantry(serialNumbers: serialNumbers)
            pantry = made
            return made
        }
    }

    /// A new request subcomponent.
    package func request(_ info: RequestInfo) -> any ShopRequest {
        ShopRequestComponent(parent: self, info: info)
    }
}

/// One request's subcomponent: its cart is built once, on first use.
package final class ShopRequestComponent: ShopRequest {
    /// The root component.
    package let parent: ShopComponent
    /// The request's own bound instance.
    package let info: RequestInfo
    private let storedCart = Mutex<Cart?>(nil)

    /// A subcomponent of `parent` for the request `info` describes.
    package init(parent: ShopComponent, info: RequestInfo) {
        self.parent = parent
        self.info = info
    }

    /// The request's cart, built on first use.
    package var cart: Cart {
        storedCart.withLock { cart in
            if let cart { return cart }
            let made = Cart(pantry: parent.pantry, serialNumbers: parent.serialNumbers, live: parent.live)
            cart = made
            return made
        }
    }

    /// A new checkout of the request's cart.
    package var checkout: Checkout { Checkout(cart: cart) }
}
