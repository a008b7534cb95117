import SutureRequestScope
@_spi(SutureGenerated) import SutureRuntime

// A root component and its request subcomponent in the shape the graph compiler generates for a request-scoped
// binding that keeps a `Lazy` and a `Provider` of its own request (see Tests/SutureGeneratedTests/Lifetimes in the
// root package), written by hand so these tests need no plugin.

/// The request subcomponent's protocol, as an app declares it.
package protocol BasketRequest: Sendable {
    /// The request's basket, built once per request.
    var basket: Basket { get }
}

/// A request-scoped binding that keeps a `Lazy` of the request's cart and a `Provider` of checkouts of it: the
/// request's scope must still be released with the request.
package final class Basket: Sendable {
    /// The request's cart, built on first use.
    package let cart: Lazy<Cart>
    /// A new checkout of the request's cart on every use.
    package let checkouts: Provider<Checkout>
    private let live: LiveInstances

    /// A basket counted alive in `live` until it is dropped.
    package init(cart: Lazy<Cart>, checkouts: Provider<Checkout>, live: LiveInstances) {
        self.cart = cart
        self.checkouts = checkouts
        self.live = live
        live.increment()
    }

    deinit { live.decrement() }
}

/// The root component: the pantry, and `request()`, the subcomponent's entry point.
package final class BasketComponent: Sendable {
    /// Numbers pantries and carts.
    package let serialNumbers = SerialNumbers()
    /// Counts the carts and baskets alive.
    package let live = LiveInstances()
    /// The singleton pantry.
    package let pantry: Pantry

    /// A root with its pantry.
    package init() {
        pantry = Pantry(serialNumbers: serialNumbers)
    }

    /// A new request subcomponent.
    package func request() -> any BasketRequest {
        BasketRequestComponent(parent: self)
    }
}

/// One request's subcomponent: its cart and basket lie in words of the object, built once, on first use.
final class BasketRequestComponent: BasketRequest {
    // First, so that the runtime finds the words right after the object's header.
    nonisolated(unsafe) private var instanceWords = (
        SutureRuntime.ComponentInstanceSlot(),
        SutureRuntime.ComponentInstanceSlot()
    )
    let parent: BasketComponent

    init(parent: BasketComponent) {
        self.parent = parent
    }

    deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: 2) }

    var basket: Basket { makeBasket() }

    func makeCart() -> Cart {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 0) {
            Cart(pantry: parent.pantry, serialNumbers: parent.serialNumbers, live: parent.live)
        }
    }

    func makeCheckout() -> Checkout {
        Checkout(cart: makeCart())
    }

    func makeBasket() -> Basket {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 1) {
            Basket(
                cart: SutureRuntime.Lazy(unchecked: {
                    [component = SutureRuntime.WeakComponent(self, building: "Cart", keptBy: "Basket")] in
                    try component.value().makeCart()
                }),
                checkouts: SutureRuntime.Provider(unchecked: {
                    [component = SutureRuntime.WeakComponent(self, building: "Checkout", keptBy: "Basket")] in
                    try component.value().makeCheckout()
                }),
                live: parent.live
            )
        }
    }
}

/// Weak references to the request scopes a test's handlers reached, to see that each one was released.
package final class ObservedScopes: Sendable {
    private let scopes = Guarded<[WeakScope]>([])

    private struct WeakScope: @unchecked Sendable {
        weak var scope: AnyObject?
    }

    /// None observed yet.
    package init() {}

    /// Keeps a weak reference to `scope`.
    package func observe(_ scope: AnyObject) { scopes.withLock { $0.append(WeakScope(scope: scope)) } }
    /// How many scopes were observed.
    package var observed: Int { scopes.withLock { $0.count } }
    /// How many of them are still alive.
    package var alive: Int { scopes.withLock { $0.count { $0.scope != nil } } }
}
