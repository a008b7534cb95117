import Suture

/// The root of the shop's tree.
@Component(modules: [ShopModule.self])
protocol ShopComponent {
    /// The shop's one catalog.
    var catalog: Catalog { get }
    var clock: any ShopClock { get }
    var formatter: PriceFormatter { get }
    var shelf: Shelf { get }
    var basket: any BasketComponent { get }
    func checkout(customer: Customer) -> any CheckoutComponent

    // Left by `suture migrate needle`; its report says why:
    // var loyalty: LoyaltyComponent {
    //     LoyaltyComponent(parent: self)
    // }

    // var shelfScreen: ShelfScreen {
    //     ShelfScreen(shelf: shelf, basketCount: basket.basket.itemCount)
    // }

    // var window: ShopWindow {
    //     ShopWindow(screen: shelfScreen)
    // }

    // var greeting: String {
    //     clock.now < 12 ? "Good morning" : "Hello"
    // }

    // var spareCatalog: Catalog {
    //     Catalog()
    // }

    // private let motto = "Read more"

    // var sign: [String] {
    //     [motto]
    // }
}
