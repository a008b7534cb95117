import Hummingbird
import SutureHummingbird

/// The bakery's API: the menu (singletons only) and orders (through the request's subcomponent).
enum BakeryRoutes {
    static func add(to router: Router<BakeryContext>, bakery: some Bakery) {
        router.get("menu") { _, _ in
            let stock = await bakery.inventory.stock()
            let menu = stock.keys.sorted().map { "\($0) \(stock[$0] ?? 0)" }.joined(separator: ", ")
            return "\(menu) (inventory \(bakery.inventory.number))"
        }
        router.post("orders/:bread/:count") { _, context in
            let bread = try context.parameters.require("bread")
            let count = try context.parameters.require("count", as: Int.self)
            let visit = try context.requestScope
            // The till is new, its desk is the request's: the same desk as `visit.desk`.
            let receipt = await visit.till.ring(count, of: bread)
            return "\(receipt) (inventory \(visit.desk.inventory.number), same desk \(visit.till.desk === visit.desk))"
        }
    }
}
