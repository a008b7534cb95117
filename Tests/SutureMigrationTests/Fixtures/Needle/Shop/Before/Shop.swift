// A bookshop's types, as a Needle app declares them: plain initializers, no container in sight.

/// Tells the time to the shop's receipts.
protocol ShopClock: Sendable {
    var now: Int { get }
}

/// The clock on the shop's wall.
final class WallClock: ShopClock {
    var now: Int { 9 }

    init() {}
}

/// Every book the shop sells.
final class Catalog: Sendable {
    let titles = ["Emma", "Dune"]

    init() {}
}

/// Writes prices in one currency.
struct PriceFormatter: Sendable {
    let currencyCode: String

    func format(_ cents: Int) -> String { "\(cents / 100) \(currencyCode)" }
}

/// The catalog, priced.
final class Shelf: Sendable {
    let catalog: Catalog
    let formatter: PriceFormatter

    init(catalog: Catalog, formatter: PriceFormatter) {
        self.catalog = catalog
        self.formatter = formatter
    }
}

/// How many books a basket holds, for whoever watches it.
protocol BasketStream: Sendable {
    var itemCount: Int { get }
}

/// What a customer carries to the till.
final class Basket: BasketStream {
    let catalog: Catalog
    var itemCount: Int { catalog.titles.count }

    init(catalog: Catalog) {
        self.catalog = catalog
    }
}

/// A basket's receipt, stamped with the time.
struct Receipt: Sendable {
    let basket: Basket
    let printedAt: Int
}

/// Who is paying.
struct Customer: Sendable {
    let name: String
}

/// One payment at the till.
final class Payment: Sendable {
    let customer: Customer
    let formatter: PriceFormatter

    init(customer: Customer, formatter: PriceFormatter) {
        self.customer = customer
        self.formatter = formatter
    }
}

/// The screen that shows the shelf and how full the basket is.
struct ShelfScreen: Sendable {
    let shelf: Shelf
    let basketCount: Int
}

/// The window the screen stands in.
struct ShopWindow: Sendable {
    let screen: ShelfScreen
}
