import NeedleFoundation

/// What the basket needs from the shop.
protocol BasketDependency: Dependency {
    var catalog: Catalog { get }
    var clock: any ShopClock { get }
}

/// One customer's visit to the shelves: a child of the shop.
final class BasketComponent: Component<BasketDependency> {
    var basket: Basket {
        return shared { Basket(catalog: dependency.catalog) }
    }

    var basketStream: any BasketStream {
        basket
    }

    var receipt: Receipt {
        Receipt(basket: basket, printedAt: dependency.clock.now)
    }
}

/// What the checkout needs from the shop.
protocol CheckoutDependency: Dependency {
    var formatter: PriceFormatter { get }
}

/// One payment: a child of the shop, made for the customer who pays.
final class CheckoutComponent: Component<CheckoutDependency> {
    let customer: Customer

    init(parent: Scope, customer: Customer) {
        self.customer = customer
        super.init(parent: parent)
    }

    var payment: Payment {
        shared { Payment(customer: customer, formatter: dependency.formatter) }
    }

    var welcome: String {
        "Welcome, \(customer.name)"
    }
}
