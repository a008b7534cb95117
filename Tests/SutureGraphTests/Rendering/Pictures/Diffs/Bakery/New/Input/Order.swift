import BakeryKitchen
import Suture

/// One customer's order: `customer` and `loaves` come from the caller (`bakery.order(customer:loaves:)`).
@Injectable
struct Order: Sendable {
    let customer: String
    let loaves: Int

    init(@Argument customer: String, @Argument loaves: Int) {
        self.customer = customer
        self.loaves = loaves
        Log.built("Order for \(customer), \(loaves) \(loaves == 1 ? "loaf" : "loaves")")
    }
}
