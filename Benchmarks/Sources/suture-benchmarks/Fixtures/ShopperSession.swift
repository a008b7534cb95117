import Foundation
import SutureRuntime

/// How many instances of the soak's types are alive, to show that every session and request lets them go.
final class LiveInstances: @unchecked Sendable {
    /// The counter the soak's types report to.
    static let shared = LiveInstances()
    private let lock = NSLock()
    private var count = 0

    /// Counts one more.
    func born() { lock.withLock { count += 1 } }
    /// Counts one fewer.
    func died() { lock.withLock { count -= 1 } }
    /// The instances alive now.
    var alive: Int { lock.withLock { count } }
}

/// The shopper a session is opened for: the session subcomponent's bound instance.
struct Shopper: Sendable {
    let id: Int
}

/// A value built on demand through a session's `Provider`, for the session's shopper.
final class CartLine: Sendable {
    let shopper: Shopper

    init(shopper: Shopper) {
        self.shopper = shopper
        LiveInstances.shared.born()
    }

    deinit { LiveInstances.shared.died() }
}

/// A session-scoped value built on first use through a `Lazy`.
final class ShopperNote: Sendable {
    let shopper: Shopper

    init(shopper: Shopper) {
        self.shopper = shopper
        LiveInstances.shared.born()
    }

    deinit { LiveInstances.shared.died() }
}

/// A session-scoped instance that keeps a `Lazy` and a `Provider` of its session: the shape that used to keep a
/// released session alive.
final class ShopperCart: Sendable {
    let shopper: Shopper
    let note: Lazy<ShopperNote>
    let lines: Provider<CartLine>

    init(shopper: Shopper, note: Lazy<ShopperNote>, lines: Provider<CartLine>) {
        self.shopper = shopper
        self.note = note
        self.lines = lines
        LiveInstances.shared.born()
    }

    deinit { LiveInstances.shared.died() }
}

/// One shopper's session: a subcomponent of the storefront.
///
/// Its annotated twin, with `@Component(scope: .custom("session"))`, is in ComponentInput/Storefront.swift.
protocol ShopperSession: Sendable {
    var cart: ShopperCart { get }
}
