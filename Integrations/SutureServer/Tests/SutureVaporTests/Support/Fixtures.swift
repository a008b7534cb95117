import Synchronization

/// Hands out 1, 2, 3… so a test can tell instances apart in a response body.
final class SerialNumbers: Sendable {
    private let next = Mutex(0)

    func take() -> Int {
        next.withLock { value in
            value += 1
            return value
        }
    }
}

/// Counts instances that are alive, so a test can see that request scopes let go of what they built.
final class LiveInstances: Sendable {
    private let count = Mutex(0)

    func increment() { count.withLock { $0 += 1 } }
    func decrement() { count.withLock { $0 -= 1 } }
    var value: Int { count.withLock { $0 } }
}

/// A singleton: one for the whole server.
final class Pantry: Sendable {
    let number: Int

    init(serialNumbers: SerialNumbers) {
        self.number = serialNumbers.take()
    }
}

/// A request-scoped binding: one per request, shared by everything that request builds.
final class Cart: Sendable {
    let number: Int
    let pantry: Pantry
    private let live: LiveInstances

    init(pantry: Pantry, serialNumbers: SerialNumbers, live: LiveInstances) {
        self.number = serialNumbers.take()
        self.pantry = pantry
        self.live = live
        live.increment()
    }

    deinit { live.decrement() }
}

/// A transient binding that needs the request's cart.
struct Checkout: Sendable {
    let cart: Cart
}

/// A request's own bound instance, as a subcomponent's entry point receives it.
struct RequestInfo: Sendable {
    let path: String
}
