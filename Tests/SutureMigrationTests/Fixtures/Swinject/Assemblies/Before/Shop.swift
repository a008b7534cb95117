import Foundation

protocol Produce: Sendable {
    var label: String { get }
}

final class Apple: Produce {
    let label: String

    init(label: String) {
        self.label = label
    }
}

protocol Snack: Sendable {}

final class Pretzel: Snack {}

/// A shopper whose basket is filled after init.
final class Shopper: @unchecked Sendable {
    var snack: (any Snack)?
    var produce: (any Produce)?

    init() {}
}

final class Clerk: Sendable {
    let till: Till
    let badge: Int

    init(till: Till) {
        self.till = till
        self.badge = 0
    }

    init(till: Till, badge: Int) {
        self.till = till
        self.badge = badge
    }
}

/// The shop's one till, kept for the container; it also serves as a ledger.
final class Till: Ledger {
    let opened = Date()

    init() {}
}

protocol Ledger: Sendable {}

struct Receipt: Sendable {
    let clerk: Clerk
    let total: Int

    init(clerk: Clerk, total: Int) {
        self.clerk = clerk
        self.total = total
    }
}

/// Lent out while someone holds it.
final class Trolley: Sendable {
    init() {}
}

/// One per shift: reset when the shift ends.
final class Rota: Sendable {
    let clerk: Clerk

    init(clerk: Clerk) {
        self.clerk = clerk
    }
}

struct Queue: Sendable {
    let clerk: Clerk
}

/// Configured by name in the assembly.
final class PriceList: Sendable {
    let currency: String

    init(currency: String) {
        self.currency = currency
    }
}
