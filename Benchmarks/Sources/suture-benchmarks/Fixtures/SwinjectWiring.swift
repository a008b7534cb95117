import Swinject

/// The benchmark objects registered in Swinject, resolved through its `synchronize()`d resolver.
enum SwinjectWiring {
    /// A synchronized resolver over the 16-object graph, the singleton and the object built from runtime arguments.
    static func makeResolver() -> SwinjectResolver {
        let container = Swinject.Container()
        container.register(Storefront.self) { resolver in
            Storefront(
                catalog: resolver.resolve(CatalogService.self)!,
                cart: resolver.resolve(CartService.self)!,
                checkout: resolver.resolve(CheckoutService.self)!
            )
        }.inObjectScope(.transient)
        container.register(CatalogService.self) { resolver in
            CatalogService(
                repository: resolver.resolve(ProductRepository.self)!,
                formatter: resolver.resolve(PriceFormatter.self)!
            )
        }.inObjectScope(.transient)
        container.register(CartService.self) { resolver in
            CartService(store: resolver.resolve(CartStore.self)!, discounts: resolver.resolve(DiscountCalculator.self)!)
        }.inObjectScope(.transient)
        container.register(CheckoutService.self) { resolver in
            CheckoutService(
                payments: resolver.resolve(PaymentGateway.self)!,
                receipts: resolver.resolve(ReceiptPrinter.self)!
            )
        }.inObjectScope(.transient)
        container.register(ProductRepository.self) { resolver in
            ProductRepository(database: resolver.resolve(DatabaseConnection.self)!)
        }.inObjectScope(.transient)
        container.register(PriceFormatter.self) { resolver in
            PriceFormatter(locale: resolver.resolve(LocaleSettings.self)!)
        }.inObjectScope(.transient)
        container.register(CartStore.self) { resolver in
            CartStore(session: resolver.resolve(SessionStorage.self)!)
        }.inObjectScope(.transient)
        container.register(DiscountCalculator.self) { resolver in
            DiscountCalculator(rules: resolver.resolve(PromotionRules.self)!)
        }.inObjectScope(.transient)
        container.register(PaymentGateway.self) { resolver in
            PaymentGateway(client: resolver.resolve(HTTPClient.self)!)
        }.inObjectScope(.transient)
        container.register(ReceiptPrinter.self) { resolver in
            ReceiptPrinter(templates: resolver.resolve(TemplateEngine.self)!)
        }.inObjectScope(.transient)
        container.register(DatabaseConnection.self) { _ in DatabaseConnection() }.inObjectScope(.transient)
        container.register(LocaleSettings.self) { _ in LocaleSettings() }.inObjectScope(.transient)
        container.register(SessionStorage.self) { _ in SessionStorage() }.inObjectScope(.transient)
        container.register(PromotionRules.self) { _ in PromotionRules() }.inObjectScope(.transient)
        container.register(HTTPClient.self) { _ in HTTPClient() }.inObjectScope(.transient)
        container.register(TemplateEngine.self) { _ in TemplateEngine() }.inObjectScope(.transient)

        container.register(AppConfiguration.self) { _ in AppConfiguration() }.inObjectScope(.container)
        container.register(Dashboard.self) { resolver in
            Dashboard(
                configuration: resolver.resolve(AppConfiguration.self)!,
                flags: resolver.resolve(FeatureFlags.self)!,
                pricing: resolver.resolve(PricingTable.self)!,
                audit: resolver.resolve(AuditTrail.self)!
            )
        }.inObjectScope(.transient)
        container.register(FeatureFlags.self) { _ in FeatureFlags() }.inObjectScope(.container)
        container.register(PricingTable.self) { _ in PricingTable() }.inObjectScope(.container)
        container.register(AuditTrail.self) { _ in AuditTrail() }.inObjectScope(.container)
        container.register(Order.self) { (_, customer: String, quantity: Int) in
            Order(customer: customer, quantity: quantity)
        }.inObjectScope(.transient)
        return SwinjectResolver(container: container)
    }

    /// A container of the given slot types, each transient, with its synchronized resolver.
    static func makeSlotResolver(types: [any SlotObject.Type]) -> SwinjectResolver {
        let container = Swinject.Container()
        for type in types {
            register(type, in: container)
        }
        return SwinjectResolver(container: container)
    }

    /// A container of `NamedSlot` registered once under each name, each transient, with its synchronized resolver.
    static func makeNamedResolver(names: [String]) -> SwinjectResolver {
        let container = Swinject.Container()
        for name in names {
            container.register(NamedSlot.self, name: name) { _ in NamedSlot() }.inObjectScope(.transient)
        }
        return SwinjectResolver(container: container)
    }

    /// A child of `parent` with one registration replaced, as a test replaces a dependency.
    static func makeOverridingChild(of parent: SwinjectResolver) -> SwinjectResolver {
        let container = Swinject.Container(parent: parent.container)
        container.register(ResolvedSlot.self) { _ in ResolvedSlot() }.inObjectScope(.transient)
        return SwinjectResolver(container: container)
    }

    private static func register<Object: SlotObject>(_ type: Object.Type, in container: Swinject.Container) {
        container.register(type) { _ in Object() }.inObjectScope(.transient)
    }
}

/// A Swinject container and its synchronized resolver, shareable across threads.
///
/// Swinject predates `Sendable`; its `synchronize()`d resolver is the thread-safe way to use it, and the
/// container is never changed after the resolver is made.
final class SwinjectResolver: @unchecked Sendable {
    let container: Swinject.Container
    let resolver: any Swinject.Resolver

    init(container: Swinject.Container) {
        self.container = container
        self.resolver = container.synchronize()
    }
}
