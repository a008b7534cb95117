import SutureRuntime

/// The benchmark objects registered in Suture's `Container`, written as a user would by hand.
enum SutureWiring {
    /// A container with the 16-object graph, the singletons, the root over them and the object built from runtime
    /// arguments.
    static func makeContainer() -> Container {
        Container {
            Register(Storefront.self) { resolver in
                try Storefront(catalog: resolver.resolve(), cart: resolver.resolve(), checkout: resolver.resolve())
            }
            Register(CatalogService.self) { resolver in
                try CatalogService(repository: resolver.resolve(), formatter: resolver.resolve())
            }
            Register(CartService.self) { resolver in
                try CartService(store: resolver.resolve(), discounts: resolver.resolve())
            }
            Register(CheckoutService.self) { resolver in
                try CheckoutService(payments: resolver.resolve(), receipts: resolver.resolve())
            }
            Register(ProductRepository.self) { resolver in try ProductRepository(database: resolver.resolve()) }
            Register(PriceFormatter.self) { resolver in try PriceFormatter(locale: resolver.resolve()) }
            Register(CartStore.self) { resolver in try CartStore(session: resolver.resolve()) }
            Register(DiscountCalculator.self) { resolver in try DiscountCalculator(rules: resolver.resolve()) }
            Register(PaymentGateway.self) { resolver in try PaymentGateway(client: resolver.resolve()) }
            Register(ReceiptPrinter.self) { resolver in try ReceiptPrinter(templates: resolver.resolve()) }
            Register(DatabaseConnection.self) { _ in DatabaseConnection() }
            Register(LocaleSettings.self) { _ in LocaleSettings() }
            Register(SessionStorage.self) { _ in SessionStorage() }
            Register(PromotionRules.self) { _ in PromotionRules() }
            Register(HTTPClient.self) { _ in HTTPClient() }
            Register(TemplateEngine.self) { _ in TemplateEngine() }

            Register(AppConfiguration.self) { _ in AppConfiguration() }.scope(.singleton)
            Register(Dashboard.self) { resolver in
                try Dashboard(
                    configuration: resolver.resolve(), flags: resolver.resolve(), pricing: resolver.resolve(),
                    audit: resolver.resolve())
            }
            Register(FeatureFlags.self) { _ in FeatureFlags() }.scope(.singleton)
            Register(PricingTable.self) { _ in PricingTable() }.scope(.singleton)
            Register(AuditTrail.self) { _ in AuditTrail() }.scope(.singleton)
            Register(Order.self) { (_, customer: String, quantity: Int) in
                Order(customer: customer, quantity: quantity)
            }
        }
    }

    /// A container of the first `count` slot types, each transient.
    static func makeSlotContainer(types: [any SlotObject.Type]) -> Container {
        Container {
            for type in types {
                registration(of: type)
            }
        }
    }

    /// A container of `NamedSlot` registered once under each name, each transient.
    static func makeNamedContainer(names: [String]) -> Container {
        Container {
            for name in names {
                Register(NamedSlot.self, named: name) { _ in NamedSlot() }
            }
        }
    }

    private static func registration<Object: SlotObject>(of type: Object.Type) -> Registration {
        Register(type) { _ in Object() }.registration
    }
}
