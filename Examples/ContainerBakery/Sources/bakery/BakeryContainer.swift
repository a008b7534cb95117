import SutureRuntime

/// The bakery's container, wired by hand: what `Examples/Bakery` gets from the macros and a generated component.
///
/// `.dependencies(...)` declares what a hand-written factory resolves, so `validate()` can check the
/// graph without building it; `using:` declares the parameters of the function it calls by itself.
let bakery = Container {
    Register(Thermometer.self) { _ in Thermometer() }
    Register(Oven.self) { r in StoneOven(thermometer: try r.resolve()) }
        .scope(.singleton)
        .dependencies(Dependency(Thermometer.self))

    Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
    Register(Starter.self, named: "wheat") { _ in Starter(grain: "wheat") }

    Register(Recipe.self, into: .set) { r in
        Recipe(name: "rye sourdough", starter: try r.resolve(named: "rye"), minutes: 45)
    }
    .dependencies(Dependency(Starter.self, named: "rye"))
    Register(Recipe.self, into: .set) { r in
        Recipe(name: "wheat bloomer", starter: try r.resolve(named: "wheat"), minutes: 35)
    }
    .dependencies(Dependency(Starter.self, named: "wheat"))

    Register(Mixer.self) { _ in Mixer() }
    Register(Bag.self) { _ in Bag() }
    Register(Order.self) { (r, customer: String, loaves: Int) in
        Order(customer: customer, loaves: loaves)
    }
    Register(Baker.self, using: Baker.init(oven:recipes:mixer:bags:radio:))
}
