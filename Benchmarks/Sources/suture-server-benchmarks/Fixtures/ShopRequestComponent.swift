@_spi(SutureGenerated) import SutureRuntime

/// One request's subcomponent as the graph compiler generates it: its cart, request-scoped, in a
/// `ComponentSingleton` slot of the subcomponent, built once, on first use.
final class ShopRequestComponent: ShopRequest {
    let parent: ShopRoot
    private let storedCart = SutureRuntime.ComponentSingleton<Cart>()

    init(parent: ShopRoot) {
        self.parent = parent
    }

    var cart: Cart { provideCart() }

    var pantry: Pantry { parent.providePantry() }

    func provideCart() -> Cart {
        storedCart.get { Cart(pantry: parent.providePantry(), number: 2) }
    }
}
