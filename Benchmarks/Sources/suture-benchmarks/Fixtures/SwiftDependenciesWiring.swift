import Dependencies

/// Builds a new `Value` on every call: how swift-dependencies hands out transient objects.
struct ObjectFactory<Value>: Sendable {
    let make: @Sendable () -> Value
}

/// Reads the benchmark objects the way a swift-dependencies model does: through `@Dependency` properties.
struct SwiftDependenciesModel: Sendable {
    @Dependency(\.storefrontFactory) var storefrontFactory
    @Dependency(\.localeSettingsFactory) var localeSettingsFactory
    @Dependency(\.appConfiguration) var configuration
    @Dependency(\.dashboardFactory) var dashboardFactory
}

extension DependencyValues {
    var storefrontFactory: ObjectFactory<Storefront> {
        get { self[StorefrontFactoryKey.self] }
        set { self[StorefrontFactoryKey.self] = newValue }
    }
    var catalogServiceFactory: ObjectFactory<CatalogService> {
        get { self[CatalogServiceFactoryKey.self] }
        set { self[CatalogServiceFactoryKey.self] = newValue }
    }
    var cartServiceFactory: ObjectFactory<CartService> {
        get { self[CartServiceFactoryKey.self] }
        set { self[CartServiceFactoryKey.self] = newValue }
    }
    var checkoutServiceFactory: ObjectFactory<CheckoutService> {
        get { self[CheckoutServiceFactoryKey.self] }
        set { self[CheckoutServiceFactoryKey.self] = newValue }
    }
    var productRepositoryFactory: ObjectFactory<ProductRepository> {
        get { self[ProductRepositoryFactoryKey.self] }
        set { self[ProductRepositoryFactoryKey.self] = newValue }
    }
    var priceFormatterFactory: ObjectFactory<PriceFormatter> {
        get { self[PriceFormatterFactoryKey.self] }
        set { self[PriceFormatterFactoryKey.self] = newValue }
    }
    var cartStoreFactory: ObjectFactory<CartStore> {
        get { self[CartStoreFactoryKey.self] }
        set { self[CartStoreFactoryKey.self] = newValue }
    }
    var discountCalculatorFactory: ObjectFactory<DiscountCalculator> {
        get { self[DiscountCalculatorFactoryKey.self] }
        set { self[DiscountCalculatorFactoryKey.self] = newValue }
    }
    var paymentGatewayFactory: ObjectFactory<PaymentGateway> {
        get { self[PaymentGatewayFactoryKey.self] }
        set { self[PaymentGatewayFactoryKey.self] = newValue }
    }
    var receiptPrinterFactory: ObjectFactory<ReceiptPrinter> {
        get { self[ReceiptPrinterFactoryKey.self] }
        set { self[ReceiptPrinterFactoryKey.self] = newValue }
    }
    var databaseConnectionFactory: ObjectFactory<DatabaseConnection> {
        get { self[DatabaseConnectionFactoryKey.self] }
        set { self[DatabaseConnectionFactoryKey.self] = newValue }
    }
    var localeSettingsFactory: ObjectFactory<LocaleSettings> {
        get { self[LocaleSettingsFactoryKey.self] }
        set { self[LocaleSettingsFactoryKey.self] = newValue }
    }
    var sessionStorageFactory: ObjectFactory<SessionStorage> {
        get { self[SessionStorageFactoryKey.self] }
        set { self[SessionStorageFactoryKey.self] = newValue }
    }
    var promotionRulesFactory: ObjectFactory<PromotionRules> {
        get { self[PromotionRulesFactoryKey.self] }
        set { self[PromotionRulesFactoryKey.self] = newValue }
    }
    var httpClientFactory: ObjectFactory<HTTPClient> {
        get { self[HTTPClientFactoryKey.self] }
        set { self[HTTPClientFactoryKey.self] = newValue }
    }
    var templateEngineFactory: ObjectFactory<TemplateEngine> {
        get { self[TemplateEngineFactoryKey.self] }
        set { self[TemplateEngineFactoryKey.self] = newValue }
    }
    var dashboardFactory: ObjectFactory<Dashboard> {
        get { self[DashboardFactoryKey.self] }
        set { self[DashboardFactoryKey.self] = newValue }
    }
    var featureFlags: FeatureFlags {
        get { self[FeatureFlagsKey.self] }
        set { self[FeatureFlagsKey.self] = newValue }
    }
    var pricingTable: PricingTable {
        get { self[PricingTableKey.self] }
        set { self[PricingTableKey.self] = newValue }
    }
    var auditTrail: AuditTrail {
        get { self[AuditTrailKey.self] }
        set { self[AuditTrailKey.self] = newValue }
    }
    var appConfiguration: AppConfiguration {
        get { self[AppConfigurationKey.self] }
        set { self[AppConfigurationKey.self] = newValue }
    }
}

/// The root's factory: reads its three children's factories from the current dependencies.
private enum StorefrontFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<Storefront> {
        @Dependency(\.catalogServiceFactory) var catalog
        @Dependency(\.cartServiceFactory) var cart
        @Dependency(\.checkoutServiceFactory) var checkout
        return Storefront(catalog: catalog.make(), cart: cart.make(), checkout: checkout.make())
    }
}

/// The catalog's factory.
private enum CatalogServiceFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<CatalogService> {
        @Dependency(\.productRepositoryFactory) var repository
        @Dependency(\.priceFormatterFactory) var formatter
        return CatalogService(repository: repository.make(), formatter: formatter.make())
    }
}

/// The cart's factory.
private enum CartServiceFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<CartService> {
        @Dependency(\.cartStoreFactory) var store
        @Dependency(\.discountCalculatorFactory) var discounts
        return CartService(store: store.make(), discounts: discounts.make())
    }
}

/// The checkout's factory.
private enum CheckoutServiceFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<CheckoutService> {
        @Dependency(\.paymentGatewayFactory) var payments
        @Dependency(\.receiptPrinterFactory) var receipts
        return CheckoutService(payments: payments.make(), receipts: receipts.make())
    }
}

/// The product repository's factory.
private enum ProductRepositoryFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<ProductRepository> {
        @Dependency(\.databaseConnectionFactory) var database
        return ProductRepository(database: database.make())
    }
}

/// The price formatter's factory.
private enum PriceFormatterFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<PriceFormatter> {
        @Dependency(\.localeSettingsFactory) var locale
        return PriceFormatter(locale: locale.make())
    }
}

/// The cart store's factory.
private enum CartStoreFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<CartStore> {
        @Dependency(\.sessionStorageFactory) var session
        return CartStore(session: session.make())
    }
}

/// The discount calculator's factory.
private enum DiscountCalculatorFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<DiscountCalculator> {
        @Dependency(\.promotionRulesFactory) var rules
        return DiscountCalculator(rules: rules.make())
    }
}

/// The payment gateway's factory.
private enum PaymentGatewayFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<PaymentGateway> {
        @Dependency(\.httpClientFactory) var client
        return PaymentGateway(client: client.make())
    }
}

/// The receipt printer's factory.
private enum ReceiptPrinterFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<ReceiptPrinter> {
        @Dependency(\.templateEngineFactory) var templates
        return ReceiptPrinter(templates: templates.make())
    }
}

/// The database connection's factory.
private enum DatabaseConnectionFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<DatabaseConnection> { DatabaseConnection() }
}

/// The locale settings' factory: the transient leaf.
private enum LocaleSettingsFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<LocaleSettings> { LocaleSettings() }
}

/// The session storage's factory.
private enum SessionStorageFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<SessionStorage> { SessionStorage() }
}

/// The promotion rules' factory.
private enum PromotionRulesFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<PromotionRules> { PromotionRules() }
}

/// The HTTP client's factory.
private enum HTTPClientFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<HTTPClient> { HTTPClient() }
}

/// The template engine's factory.
private enum TemplateEngineFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<TemplateEngine> { TemplateEngine() }
}

/// The singleton: a stored live value, built on first read and then cached by swift-dependencies.
private enum AppConfigurationKey: DependencyKey {
    static let liveValue = AppConfiguration()
}

/// The dashboard's factory: reads its four shared leaves from the current dependencies.
private enum DashboardFactoryKey: DependencyKey {
    static let liveValue = ObjectFactory<Dashboard> {
        @Dependency(\.appConfiguration) var configuration
        @Dependency(\.featureFlags) var flags
        @Dependency(\.pricingTable) var pricing
        @Dependency(\.auditTrail) var audit
        return Dashboard(configuration: configuration, flags: flags, pricing: pricing, audit: audit)
    }
}

/// A shared leaf of the dashboard, cached by swift-dependencies.
private enum FeatureFlagsKey: DependencyKey {
    static let liveValue = FeatureFlags()
}

/// A shared leaf of the dashboard, cached by swift-dependencies.
private enum PricingTableKey: DependencyKey {
    static let liveValue = PricingTable()
}

/// A shared leaf of the dashboard, cached by swift-dependencies.
private enum AuditTrailKey: DependencyKey {
    static let liveValue = AuditTrail()
}
