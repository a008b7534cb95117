import SutureRuntime

/// The same graph in a `Container`: the pantry a singleton of the root, the cart registered in each request's child.
enum ShopContainer {
    static func root() -> Container {
        Container {
            Register(Pantry.self) { _ in Pantry(number: 1) }.scope(.singleton)
        }
    }

    @RegistrationBuilder
    static func requestRegistrations() -> Registrations {
        Register(Cart.self) { r in Cart(pantry: try r.resolve(), number: 2) }.scope(.custom("request"))
    }
}
