import BakeryKitchen
import Foundation
import Suture

print("Suture bakery: a small program wired by a generated component")

Log.step("Opening the bakery: SutureBakery was generated when this target was built")
let bakery = SutureBakery()
let baker = bakery.baker
Log.note("menu: " + baker.recipes.map(\.name).joined(separator: ", "))

Log.step("Taking orders through the factory entry point order(customer:loaves:)")
let orders: [(customer: String, loaves: Int, bread: String)] = [
    ("Ada", 2, "rye sourdough"),
    ("Grace", 6, "wheat bloomer"),
    ("Edsger", 5, "rye sourdough"),
    ("Alan", 1, "focaccia"),
]
for (customer, loaves, bread) in orders {
    print("\(customer) orders \(loaves) × \(bread)")
    baker.fill(bakery.order(customer: customer, loaves: loaves), bread: bread)
}

Log.step("The singleton oven")
Log.note("every request gets the same \(bakery.oven.name): \(bakery.oven === baker.oven)")

Log.step("Two shifts: a subcomponent per shift, each with its own till")
for (cashier, customer) in [("Barbara", "Margaret"), ("Ken", "Dennis")] {
    let shift = bakery.shift(Cashier(name: cashier))
    shift.counter.serve(bakery.order(customer: customer, loaves: 3), bread: "wheat bloomer")
    shift.counter.serve(bakery.order(customer: customer, loaves: 1), bread: "rye sourdough")
    Log.note("\(shift.till.cashier.name) sold \(shift.till.loavesSold) loaves on one till")
}

Log.step("The test kitchen: the same types in a Container, with a fake oven")
let kitchen = Container {
    SutureGenerated.registrations
    StoneOven.registration
    Thermometer.registration
}
let testKitchen = kitchen.overriding {
    Register((any Oven).self) { _ in FakeOven() }
}
do {
    let testBaker = try testKitchen.resolve(Baker.self)
    testBaker.fill(try testKitchen.resolve(Order.self, arguments: "the taster", 1), bread: "wheat bloomer")
    Log.note("the bakery itself still bakes in the \(bakery.oven.name)")
} catch {
    print("\nThe test kitchen could not open:\n\(error)")
    exit(1)
}

Log.step("A tasting bakery: the generated component with a fake oven, through its Overrides")
let tasting = SutureBakery(overrides: .init(oven: { FakeOven() }))
tasting.baker.fill(tasting.order(customer: "the taster", loaves: 1), bread: "rye sourdough")
Log.note("the tasting bakery bakes in the \(tasting.oven.name), the bakery still in the \(bakery.oven.name)")

Log.step("The graph this program ran on, as `swift package suture-graph` draws it (Mermaid)")
if let url = Bundle.module.url(forResource: "bakery.graph", withExtension: "mmd"),
    let graph = try? String(contentsOf: url, encoding: .utf8)
{
    print(graph, terminator: "")
} else {
    Log.note("the picture is missing from the bundle")
}
