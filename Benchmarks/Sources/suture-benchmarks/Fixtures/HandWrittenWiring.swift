/// Wiring written by hand, as the graph compiler generates it: direct initializer calls and a stored singleton.
final class HandWrittenWiring: Sendable {
    let configuration = AppConfiguration()
    let startupSettings = StartupSettings()
    let featureFlags = FeatureFlags()
    let pricingTable = PricingTable()
    let auditTrail = AuditTrail()

    func makeStorefront() -> Storefront {
        Storefront(catalog: makeCatalogService(), cart: makeCartService(), checkout: makeCheckoutService())
    }

    func makeCatalogService() -> CatalogService {
        CatalogService(
            repository: ProductRepository(database: DatabaseConnection()),
            formatter: PriceFormatter(locale: makeLocaleSettings())
        )
    }

    func makeCartService() -> CartService {
        CartService(
            store: CartStore(session: SessionStorage()),
            discounts: DiscountCalculator(rules: PromotionRules())
        )
    }

    func makeCheckoutService() -> CheckoutService {
        CheckoutService(
            payments: PaymentGateway(client: HTTPClient()),
            receipts: ReceiptPrinter(templates: TemplateEngine())
        )
    }

    func makeLocaleSettings() -> LocaleSettings {
        LocaleSettings()
    }

    func makeDashboard() -> Dashboard {
        Dashboard(configuration: configuration, flags: featureFlags, pricing: pricingTable, audit: auditTrail)
    }

    func makeOrder(customer: String, quantity: Int) -> Order {
        Order(customer: customer, quantity: quantity)
    }

    func makeResolvedSlot() -> ResolvedSlot {
        ResolvedSlot()
    }
}
