/// One customer's order, built from runtime arguments: `resolve(Order.self, arguments: "Ada", 2)`.
struct Order: Sendable {
    let customer: String
    let loaves: Int

    init(customer: String, loaves: Int) {
        self.customer = customer
        self.loaves = loaves
        Log.built("Order for \(customer), \(loaves) \(loaves == 1 ? "loaf" : "loaves")")
    }
}
