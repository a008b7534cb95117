/// What the benchmarks read from the generated component, `SutureStorefrontComponent`
/// (Fixtures/GeneratedStorefrontComponent.swift): the scenarios' objects, as the hand-written wiring makes them.
///
/// Its annotated twin, with `@Component`, is in ComponentInput/Storefront.swift, the input of
/// Scripts/regenerate-component.sh; keep the two alike.
protocol StorefrontComponent: Sendable {
    var storefront: Storefront { get }
    var localeSettings: LocaleSettings { get }
    var configuration: AppConfiguration { get }
    var startupSettings: StartupSettings { get }
    var dashboard: Dashboard { get }
    func order(customer: String, quantity: Int) -> Order
    func session(_ shopper: Shopper) -> ShopperSession
}
