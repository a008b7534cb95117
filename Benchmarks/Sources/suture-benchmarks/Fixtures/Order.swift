/// An object built from two runtime arguments, a customer's name and a quantity.
final class Order: Sendable {
    let customer: String
    let quantity: Int

    init(customer: String, quantity: Int) {
        self.customer = customer
        self.quantity = quantity
    }
}
