import Foundation
@_spi(SutureGenerated) import SutureRuntime

/// How many baskets, carts and receipts of the lifetime soak are alive.
final class SoakLiveInstances: @unchecked Sendable {
    /// The counter the soak's types report to.
    static let shared = SoakLiveInstances()
    private let lock = NSLock()
    private var count = 0

    /// Counts one more.
    func born() { lock.withLock { count += 1 } }
    /// Counts one fewer.
    func died() { lock.withLock { count -= 1 } }
    /// The instances alive now.
    var alive: Int { lock.withLock { count } }
}

/// A transient value built through the basket's `Provider`, for the request's cart.
final class Receipt: Sendable {
    let cart: Cart

    init(cart: Cart) {
        self.cart = cart
        SoakLiveInstances.shared.born()
    }

    deinit { SoakLiveInstances.shared.died() }
}

/// A request-scoped binding that keeps a `Lazy` of the request's cart and a `Provider` of receipts: the shape that
/// used to keep a finished request's scope alive.
final class Basket: Sendable {
    let cart: Lazy<Cart>
    let receipts: Provider<Receipt>

    init(cart: Lazy<Cart>, receipts: Provider<Receipt>) {
        self.cart = cart
        self.receipts = receipts
        SoakLiveInstances.shared.born()
    }

    deinit { SoakLiveInstances.shared.died() }
}

/// The request subcomponent of the soak, as an app declares it.
protocol BasketRequest: Sendable {
    var basket: Basket { get }
}

extension ShopRoot {
    /// A new basket request subcomponent.
    func basketRequest() -> any BasketRequest {
        BasketRequestComponent(parent: self)
    }
}

/// One request's subcomponent as the graph compiler generates it for a request-scoped binding that keeps a `Lazy`
/// and a `Provider` of its own request (without the override branches).
final class BasketRequestComponent: BasketRequest {
    // First, so that the runtime finds the words right after the object's header.
    nonisolated(unsafe) private var instanceWords = (
        SutureRuntime.ComponentInstanceSlot(),
        SutureRuntime.ComponentInstanceSlot()
    )
    let parent: ShopRoot

    init(parent: ShopRoot) {
        self.parent = parent
    }

    deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: 2) }

    var basket: Basket { makeBasket() }

    func makeCart() -> Cart {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 0) {
            Cart(pantry: parent.providePantry(), number: 2)
        }
    }

    func makeReceipt() -> Receipt {
        Receipt(cart: makeCart())
    }

    func makeBasket() -> Basket {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 1) {
            Basket(
                cart: SutureRuntime.Lazy(unchecked: {
                    [component = SutureRuntime.WeakComponent(self, building: "Cart", keptBy: "Basket")] in
                    try component.value().makeCart()
                }),
                receipts: SutureRuntime.Provider(unchecked: {
                    [component = SutureRuntime.WeakComponent(self, building: "Receipt", keptBy: "Basket")] in
                    try component.value().makeReceipt()
                })
            )
        }
    }
}
