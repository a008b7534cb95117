import NeedleFoundation

/// The root of the shop's tree.
final class ShopComponent: BootstrapComponent {
    /// The shop's one catalog.
    var catalog: Catalog {
        shared { Catalog() }
    }

    var clock: any ShopClock {
        shared { WallClock() }
    }

    var formatter: PriceFormatter {
        PriceFormatter(currencyCode: "EUR")
    }

    var shelf: Shelf {
        Shelf(catalog: catalog, formatter: formatter)
    }

    var basket: BasketComponent {
        BasketComponent(parent: self)
    }

    func checkout(customer: Customer) -> CheckoutComponent {
        CheckoutComponent(parent: self, customer: customer)
    }

    var loyalty: LoyaltyComponent {
        LoyaltyComponent(parent: self)
    }

    var shelfScreen: ShelfScreen {
        ShelfScreen(shelf: shelf, basketCount: basket.basket.itemCount)
    }

    var window: ShopWindow {
        ShopWindow(screen: shelfScreen)
    }

    var greeting: String {
        clock.now < 12 ? "Good morning" : "Hello"
    }

    var spareCatalog: Catalog {
        Catalog()
    }

    private let motto = "Read more"

    var sign: [String] {
        [motto]
    }
}
