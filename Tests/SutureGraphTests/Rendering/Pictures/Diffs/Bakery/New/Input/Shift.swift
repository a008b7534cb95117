import BakeryKitchen
import Suture

/// Who works the till during one shift: given when the shift starts.
struct Cashier: Sendable {
    let name: String
}

/// The till of one shift: one per shift (`.custom("shift")`), shared by everything in that shift.
@Injectable(scope: .custom("shift"))
final class Till: @unchecked Sendable {
    let cashier: Cashier
    private(set) var loavesSold = 0

    init(cashier: Cashier) {
        self.cashier = cashier
        Log.built("Till for \(cashier.name)'s shift")
    }

    /// Rings up an order.
    func ring(_ order: Order) {
        loavesSold += order.loaves
    }
}

/// Serves the counter during a shift; one per shift, like the till.
@Injectable(scope: .custom("shift"))
struct Counter {
    let till: Till
    let baker: Baker

    /// Takes an order, bakes it, and rings it up.
    func serve(_ order: Order, bread: String) {
        baker.fill(order, bread: bread)
        till.ring(order)
    }
}

/// One shift: a subcomponent whose `.custom("shift")` bindings live as long as it does.
@Component(scope: .custom("shift"))
protocol Shift {
    var counter: Counter { get }
}
