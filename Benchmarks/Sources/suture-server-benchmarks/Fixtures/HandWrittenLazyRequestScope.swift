import Synchronization

/// What a server developer writes by hand to build a request's dependencies only when a handler uses them: a class
/// kept in `req.storage` whose cart is made on first use, under a lock stored inline.
final class HandWrittenLazyRequestScope: Sendable {
    let root: ShopRoot
    private let madeCart = Mutex<Cart?>(nil)

    init(root: ShopRoot) {
        self.root = root
    }

    var pantry: Pantry { root.pantry }

    /// The request's cart, made by the first handler that asks.
    var cart: Cart {
        madeCart.withLock { cart in
            if let cart { return cart }
            let made = Cart(pantry: root.pantry, number: 2)
            cart = made
            return made
        }
    }
}
