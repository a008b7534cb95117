// The 16 classes of the transient graph: a root over three levels.
//
//     Storefront
//     ├── CatalogService ── ProductRepository ── DatabaseConnection
//     │                  └─ PriceFormatter ───── LocaleSettings
//     ├── CartService ───── CartStore ────────── SessionStorage
//     │                  └─ DiscountCalculator ─ PromotionRules
//     └── CheckoutService ─ PaymentGateway ───── HTTPClient
//                        └─ ReceiptPrinter ───── TemplateEngine

/// A leaf of the graph: the database a product repository reads.
final class DatabaseConnection: Sendable {
    init() {}
}

/// A leaf of the graph: the locale a price formatter follows.
final class LocaleSettings: Sendable {
    init() {}
}

/// A leaf of the graph: where a cart store keeps the session.
final class SessionStorage: Sendable {
    init() {}
}

/// A leaf of the graph: the rules a discount calculator applies.
final class PromotionRules: Sendable {
    init() {}
}

/// A leaf of the graph: the client a payment gateway talks through.
final class HTTPClient: Sendable {
    init() {}
}

/// A leaf of the graph: the templates a receipt printer fills in.
final class TemplateEngine: Sendable {
    init() {}
}

/// Reads products from the database.
final class ProductRepository: Sendable {
    let database: DatabaseConnection

    init(database: DatabaseConnection) {
        self.database = database
    }
}

/// Formats prices for the locale.
final class PriceFormatter: Sendable {
    let locale: LocaleSettings

    init(locale: LocaleSettings) {
        self.locale = locale
    }
}

/// Keeps the cart in the session.
final class CartStore: Sendable {
    let session: SessionStorage

    init(session: SessionStorage) {
        self.session = session
    }
}

/// Applies promotions to a cart.
final class DiscountCalculator: Sendable {
    let rules: PromotionRules

    init(rules: PromotionRules) {
        self.rules = rules
    }
}

/// Charges a customer over HTTP.
final class PaymentGateway: Sendable {
    let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }
}

/// Prints receipts from templates.
final class ReceiptPrinter: Sendable {
    let templates: TemplateEngine

    init(templates: TemplateEngine) {
        self.templates = templates
    }
}

/// The first branch under the root: products and their prices.
final class CatalogService: Sendable {
    let repository: ProductRepository
    let formatter: PriceFormatter

    init(repository: ProductRepository, formatter: PriceFormatter) {
        self.repository = repository
        self.formatter = formatter
    }
}

/// The second branch under the root: the cart and its discounts.
final class CartService: Sendable {
    let store: CartStore
    let discounts: DiscountCalculator

    init(store: CartStore, discounts: DiscountCalculator) {
        self.store = store
        self.discounts = discounts
    }
}

/// The third branch under the root: payment and receipts.
final class CheckoutService: Sendable {
    let payments: PaymentGateway
    let receipts: ReceiptPrinter

    init(payments: PaymentGateway, receipts: ReceiptPrinter) {
        self.payments = payments
        self.receipts = receipts
    }
}

/// The root of the 16-object graph.
final class Storefront: Sendable {
    let catalog: CatalogService
    let cart: CartService
    let checkout: CheckoutService

    init(catalog: CatalogService, cart: CartService, checkout: CheckoutService) {
        self.catalog = catalog
        self.cart = cart
        self.checkout = checkout
    }
}
