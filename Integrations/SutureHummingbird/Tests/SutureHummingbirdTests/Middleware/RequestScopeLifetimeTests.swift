import Hummingbird
import SutureHummingbird
import SutureRuntime
import SutureServerTestSupport
import Testing

/// A request's scope is released with the request even when a request-scoped instance keeps a `Lazy` and a
/// `Provider` of that scope: a generated subcomponent and a child `Container` alike.
@Suite struct RequestScopeLifetimeTests {
    /// A context for the basket subcomponent, made without a server.
    struct BasketContext: RequestScopeContext {
        typealias Source = DirectContext.Source
        var coreContext: CoreRequestContextStorage
        var requestScopeSlot = RequestScopeSlot<any BasketRequest>()

        init(source: DirectContext.Source) {
            self.coreContext = CoreRequestContextStorage(source: source)
        }
    }

    /// A context for a child container, made without a server.
    struct ContainerContext: RequestScopeContext {
        typealias Source = DirectContext.Source
        var coreContext: CoreRequestContextStorage
        var requestScopeSlot = RequestScopeSlot<Container>()

        init(source: DirectContext.Source) {
            self.coreContext = CoreRequestContextStorage(source: source)
        }
    }

    @Test func aSubcomponentWhoseBasketKeepsALazyAndAProvider_isReleasedWithEachRequest() async throws {
        let root = BasketComponent()
        let middleware = RequestScopeMiddleware<BasketContext> { root.request() }
        let scopes = ObservedScopes()
        var carts: [Int] = []
        for path in ["/basket", "/basket", "/basket"] {
            let response = try await middleware.handle(
                directRequest(path), context: BasketContext(source: DirectContext.Source())
            ) { _, context in
                let scope = try context.requestScope
                scopes.observe(scope as AnyObject)
                let basket = scope.basket
                #expect(basket.checkouts.get().cart === basket.cart.get())
                carts.append(basket.cart.get().number)
                return Response(status: .ok)
            }
            try await response.body.write(CollectingBodyWriter(written: CollectingBodyWriter.Written()))
        }

        #expect(carts == [2, 3, 4])
        #expect(scopes.observed == 3)
        #expect(scopes.alive == 0)
        #expect(root.live.value == 0)
        #expect(middleware.liveScopeCount == 0)
    }

    @Test func aChildContainerWhoseBasketKeepsALazyAndAProvider_isReleasedWithEachRequest() async throws {
        let live = LiveInstances()
        let root = Container {
            Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
            Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
        }
        let middleware = RequestScopeMiddleware<ContainerContext>(parent: root) {
            Register(Cart.self) { r in Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: live) }
                .scope(.custom("request"))
            Register(Checkout.self) { r in Checkout(cart: try r.resolve()) }
            Register(Basket.self) { r in Basket(cart: try r.resolve(), checkouts: try r.resolve(), live: live) }
                .scope(.custom("request"))
        }
        let scopes = ObservedScopes()
        for path in ["/basket", "/basket"] {
            let response = try await middleware.handle(
                directRequest(path), context: ContainerContext(source: DirectContext.Source())
            ) { _, context in
                scopes.observe(try context.requestScope)
                let basket = try context.resolve(Basket.self)
                #expect(basket.checkouts.get().cart === basket.cart.get())
                return Response(status: .ok)
            }
            try await response.body.write(CollectingBodyWriter(written: CollectingBodyWriter.Written()))
        }

        #expect(scopes.observed == 2)
        #expect(scopes.alive == 0)
        #expect(live.value == 0)
        #expect(middleware.liveScopeCount == 0)
    }
}
