@_spi(SutureGenerated) import SutureRuntime

/// One request's subcomponent as the graph compiler generates it: its cart, request-scoped, in a word of the
/// subcomponent (`ComponentInstanceSlot`, its first stored property), built once, on first use; the subcomponent
/// is one allocation however many request-scoped instances it keeps.
final class ShopRequestComponent: ShopRequest {
    // First, so that the runtime finds the words right after the object's header.
    nonisolated(unsafe) private var instanceWords = SutureRuntime.ComponentInstanceSlot()
    let parent: ShopRoot

    init(parent: ShopRoot) {
        self.parent = parent
    }

    deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: 1) }

    var cart: Cart { provideCart() }

    var pantry: Pantry { parent.providePantry() }

    func provideCart() -> Cart {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 0) {
            Cart(pantry: parent.providePantry(), number: 2)
        }
    }
}
