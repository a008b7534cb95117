import Suture

protocol Oven: Sendable {
    func bake(_ dough: String) -> String
}

@Injectable(as: Oven.self, scope: .singleton)
final class StoneOven: Oven {
    init() {}

    func bake(_ dough: String) -> String { "baked \(dough)" }
}

@Injectable
final class Order {
    let customer: String
    let loaves: Int
    let oven: any Oven

    init(@Argument customer: String, @Argument loaves: Int, oven: any Oven) {
        self.customer = customer
        self.loaves = loaves
        self.oven = oven
    }
}

@Injectable
final class Invoice {
    let amount: Double

    init(@Argument amount: Double) { self.amount = amount }
}

@Injectable
final class Counter {
    let order: Order

    init(order: Order) { self.order = order }
}

@Component
protocol Bakery {
    var counter: Counter { get }
    var order: Order { get }
    func order(client: String, loaves: Int) -> Order
    func invoice(amount: Int) -> Invoice
    func oven(temperature: Int) -> any Oven
}
