import SutureRequestScope

/// Hands out 1, 2, 3… so a test can tell instances apart in a response body.
package final class SerialNumbers: Sendable {
    private let next = Guarded(0)

    /// A counter that starts at 1.
    package init() {}

    /// The next number.
    package func take() -> Int {
        next.withLock { value in
            value += 1
            return value
        }
    }
}

/// Counts instances that are alive, so a test can see that request scopes let go of what they built.
package final class LiveInstances: Sendable {
    private let count = Guarded(0)

    /// A count of zero.
    package init() {}

    /// Counts one more instance alive.
    package func increment() { count.withLock { $0 += 1 } }
    /// Counts one instance fewer alive.
    package func decrement() { count.withLock { $0 -= 1 } }
    /// How many instances are alive.
    package var value: Int { count.withLock { $0 } }
}

/// A singleton: one for the whole server.
package final class Pantry: Sendable {
    /// Which pantry this is.
    package let number: Int

    /// A pantry numbered by `serialNumbers`.
    package init(serialNumbers: SerialNumbers) {
        self.number = serialNumbers.take()
    }
}

/// A request-scoped binding: one per request, shared by everything that request builds.
package final class Cart: Sendable {
    /// Which cart this is.
    package let number: Int
    /// The server's pantry.
    package let pantry: Pantry
    private let live: LiveInstances

    /// A cart numbered by `serialNumbers` and counted alive in `live` until it is dropped.
    package init(pantry: Pantry, serialNumbers: SerialNumbers, live: LiveInstances) {
        self.number = serialNumbers.take()
        self.pantry = pantry
        self.live = live
        live.increment()
    }

    deinit { live.decrement() }
}

/// A transient binding that needs the request's cart.
package struct Checkout: Sendable {
    /// The request's cart.
    package let cart: Cart

    /// A checkout of `cart`.
    package init(cart: Cart) {
        self.cart = cart
    }
}

/// A request's own bound instance, as a subcomponent's entry point receives it.
package struct RequestInfo: Sendable {
    /// The request's path.
    package let path: String

    /// The info of a request to `path`.
    package init(path: String) {
        self.path = path
    }
}
