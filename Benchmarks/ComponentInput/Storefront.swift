// The input of Sources/suture-benchmarks/Fixtures/GeneratedStorefrontComponent.swift: the classes of
// Fixtures/Storefront.swift, Fixtures/AppConfiguration.swift, Fixtures/StartupSettings.swift, Fixtures/Dashboard.swift
// and Fixtures/Order.swift with the annotations the graph compiler reads, and the component over them. Not compiled:
// the benchmarks build no macros (no swift-syntax). Keep the declarations in step with the fixtures, then run
// Scripts/regenerate-component.sh.

import Suture

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
@Injectable
final class DatabaseConnection: Sendable {
    init() {}
}

/// A leaf of the graph: the locale a price formatter follows.
@Injectable
final class LocaleSettings: Sendable {
    init() {}
}

/// A leaf of the graph: where a cart store keeps the session.
@Injectable
final class SessionStorage: Sendable {
    init() {}
}

/// A leaf of the graph: the rules a discount calculator applies.
@Injectable
final class PromotionRules: Sendable {
    init() {}
}

/// A leaf of the graph: the client a payment gateway talks through.
@Injectable
final class HTTPClient: Sendable {
    init() {}
}

/// A leaf of the graph: the templates a receipt printer fills in.
@Injectable
final class TemplateEngine: Sendable {
    init() {}
}

/// Reads products from the database.
@Injectable
final class ProductRepository: Sendable {
    let database: DatabaseConnection

    init(database: DatabaseConnection) {
        self.database = database
    }
}

/// Formats prices for the locale.
@Injectable
final class PriceFormatter: Sendable {
    let locale: LocaleSettings

    init(locale: LocaleSettings) {
        self.locale = locale
    }
}

/// Keeps the cart in the session.
@Injectable
final class CartStore: Sendable {
    let session: SessionStorage

    init(session: SessionStorage) {
        self.session = session
    }
}

/// Applies promotions to a cart.
@Injectable
final class DiscountCalculator: Sendable {
    let rules: PromotionRules

    init(rules: PromotionRules) {
        self.rules = rules
    }
}

/// Charges a customer over HTTP.
@Injectable
final class PaymentGateway: Sendable {
    let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }
}

/// Prints receipts from templates.
@Injectable
final class ReceiptPrinter: Sendable {
    let templates: TemplateEngine

    init(templates: TemplateEngine) {
        self.templates = templates
    }
}

/// The first branch under the root: products and their prices.
@Injectable
final class CatalogService: Sendable {
    let repository: ProductRepository
    let formatter: PriceFormatter

    init(repository: ProductRepository, formatter: PriceFormatter) {
        self.repository = repository
        self.formatter = formatter
    }
}

/// The second branch under the root: the cart and its discounts.
@Injectable
final class CartService: Sendable {
    let store: CartStore
    let discounts: DiscountCalculator

    init(store: CartStore, discounts: DiscountCalculator) {
        self.store = store
        self.discounts = discounts
    }
}

/// The third branch under the root: payment and receipts.
@Injectable
final class CheckoutService: Sendable {
    let payments: PaymentGateway
    let receipts: ReceiptPrinter

    init(payments: PaymentGateway, receipts: ReceiptPrinter) {
        self.payments = payments
        self.receipts = receipts
    }
}

/// The root of the 16-object graph.
@Injectable
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

/// The singleton of the benchmarks: built once, then read on every request.
@Injectable(scope: .singleton)
final class AppConfiguration: Sendable {
    let name: String

    init() {
        self.name = "Suture benchmarks"
    }
}

/// The eager singleton of the benchmarks: built when the component is made, then read on every request.
@Injectable(scope: .singleton, eager: true)
final class StartupSettings: Sendable {
    let name: String

    init() {
        self.name = "Suture benchmarks, eager"
    }
}

/// The root of the "root over singleton leaves" scenario: new on every request, over four shared objects.
@Injectable
final class Dashboard: Sendable {
    let configuration: AppConfiguration
    let flags: FeatureFlags
    let pricing: PricingTable
    let audit: AuditTrail

    init(configuration: AppConfiguration, flags: FeatureFlags, pricing: PricingTable, audit: AuditTrail) {
        self.configuration = configuration
        self.flags = flags
        self.pricing = pricing
        self.audit = audit
    }
}

/// A shared leaf of the dashboard: the features turned on.
@Injectable(scope: .singleton)
final class FeatureFlags: Sendable {
    init() {}
}

/// A shared leaf of the dashboard: the prices in force.
@Injectable(scope: .singleton)
final class PricingTable: Sendable {
    init() {}
}

/// A shared leaf of the dashboard: where actions are recorded.
@Injectable(scope: .singleton)
final class AuditTrail: Sendable {
    init() {}
}

/// An object built from two runtime arguments, a customer's name and a quantity.
@Injectable
final class Order: Sendable {
    let customer: String
    let quantity: Int

    init(@Argument customer: String, @Argument quantity: Int) {
        self.customer = customer
        self.quantity = quantity
    }
}

/// The shopper a session is opened for: the session subcomponent's bound instance.
struct Shopper: Sendable {
    let id: Int
}

/// A value built on demand through a session's `Provider`, for the session's shopper.
@Injectable
final class CartLine: Sendable {
    init(shopper: Shopper) {}
}

/// A session-scoped value built on first use through a `Lazy`.
@Injectable(scope: .custom("session"))
final class ShopperNote: Sendable {
    init(shopper: Shopper) {}
}

/// A session-scoped instance that keeps a `Lazy` and a `Provider` of its session.
@Injectable(scope: .custom("session"))
final class ShopperCart: Sendable {
    init(shopper: Shopper, note: Lazy<ShopperNote>, lines: Provider<CartLine>) {}
}

/// One shopper's session: a subcomponent of the storefront.
@Component(scope: .custom("session"))
protocol ShopperSession: Sendable {
    var cart: ShopperCart { get }
}

/// What the benchmarks read from the generated component: the scenarios' objects, as in the hand-written wiring.
@Component
protocol StorefrontComponent: Sendable {
    var storefront: Storefront { get }
    var localeSettings: LocaleSettings { get }
    var configuration: AppConfiguration { get }
    var startupSettings: StartupSettings { get }
    var dashboard: Dashboard { get }
    func order(customer: String, quantity: Int) -> Order
    func session(_ shopper: Shopper) -> ShopperSession
}
