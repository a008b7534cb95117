import Suture

/// One customer's visit to the shelves: a child of the shop.
@Component(modules: [BasketModule.self], scope: .custom("basket"))
protocol BasketComponent {
    var basket: Basket { get }
    var basketStream: any BasketStream { get }
    var receipt: Receipt { get }
}

/// One payment: a child of the shop, made for the customer who pays.
@Component(modules: [CheckoutModule.self], scope: .custom("checkout"))
protocol CheckoutComponent {
    var customer: Customer { get }
    var payment: Payment { get }
    var welcome: String { get }
}
