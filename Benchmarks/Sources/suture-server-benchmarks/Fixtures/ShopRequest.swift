import Synchronization

/// The `.custom("request")` subcomponent's protocol, as an app declares it.
protocol ShopRequest: Sendable {
    var cart: Cart { get }
    var pantry: Pantry { get }
}

/// One request's subcomponent, in the generated shape: its cart is built once, on first use.
final class ShopRequestComponent: ShopRequest {
    private let parent: ShopRoot
    private let storedCart = Mutex<Cart?>(nil)

    init(parent: ShopRoot) {
        self.parent = parent
    }

    var cart: Cart {
        storedCart.withLock { cart in
            if let cart { return cart }
            let made = Cart(pantry: parent.pantry, number: 2)
            cart = made
            return made
        }
    }

    var pantry: Pantry { parent.pantry }
}
