import Foundation
import SutureRuntime

print("Suture bakery: a small program wired with a Container")

do {
    Log.step("Checking the wiring before opening")
    try bakery.validate()
    Log.note("validate() found no problems")

    Log.step("Opening the bakery")
    let baker = try bakery.resolve(Baker.self)
    Log.note("menu: " + baker.recipes.map(\.name).joined(separator: ", "))

    Log.step("Taking orders")
    let orders: [(customer: String, loaves: Int, bread: String)] = [
        ("Ada", 2, "rye sourdough"),
        ("Grace", 6, "wheat bloomer"),
        ("Edsger", 5, "rye sourdough"),
        ("Alan", 1, "focaccia"),
    ]
    for (customer, loaves, bread) in orders {
        print("\(customer) orders \(loaves) × \(bread)")
        let order = try bakery.resolve(Order.self, arguments: customer, loaves)
        baker.fill(order, bread: bread)
    }

    Log.step("The singleton oven")
    let oven = try bakery.resolve(Oven.self)
    Log.note("every request gets the same \(oven.name): \(oven === baker.oven)")

    Log.step("The test kitchen: the same wiring with a fake oven")
    let testKitchen = bakery.overriding {
        Register(Oven.self) { _ in FakeOven() }
    }
    let testBaker = try testKitchen.resolve(Baker.self)
    testBaker.fill(try testKitchen.resolve(Order.self, arguments: "the taster", 1), bread: "wheat bloomer")
    Log.note("the bakery itself still bakes in the \(try bakery.resolve(Oven.self).name)")

    Log.step("A new recipe that needs a starter nobody keeps")
    let speltKitchen = bakery.overriding {
        Register(Recipe.self, into: .set) { r in
            Recipe(name: "spelt loaf", starter: try r.resolve(named: "spelt"), minutes: 50)
        }
        .dependencies(Dependency(Starter.self, named: "spelt"))
    }
    Log.note("validate() reports it before anything is built:")
    do {
        try speltKitchen.validate()
        Log.note("no problems")
    } catch {
        print(error)
    }
} catch {
    print("\nThe bakery could not open:\n\(error)")
    exit(1)
}
