import SutureRuntime
import SutureServerTestSupport
import SutureVapor
import Testing
import Vapor

/// A request's scope is released with the request even when a request-scoped instance keeps a `Lazy` and a
/// `Provider` of that scope: a generated subcomponent and a child `Container` alike.
@Suite struct RequestScopeLifetimeTests {
    @Test func aSubcomponentWhoseBasketKeepsALazyAndAProvider_isReleasedWithEachRequest() async throws {
        let root = BasketComponent()
        let scopes = ObservedScopes()

        let run = try await withLiveApplication { app in
            app.suture.use(root) { root, _ in root.request() }
            app.get("basket") { req in
                let scope = try req.suture.scope(as: BasketRequest.self)
                scopes.observe(scope as AnyObject)
                let basket = scope.basket
                let same = basket.checkouts.get().cart === basket.cart.get()
                return "cart \(basket.cart.get().number) same \(same)"
            }
        } _: { client in
            [try await client.get("/basket").body, try await client.get("/basket").body]
        }

        #expect(run.value == ["cart 2 same true", "cart 3 same true"])
        #expect(run.liveScopeCount == 0)
        #expect(scopes.observed == 2)
        #expect(scopes.alive == 0)
        #expect(root.live.value == 0)
    }

    @Test func aChildContainerWhoseBasketKeepsALazyAndAProvider_isReleasedWithEachRequest() async throws {
        let live = LiveInstances()
        let root = Container {
            Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
            Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
        }
        let scopes = ObservedScopes()

        let run = try await withLiveApplication { app in
            app.suture.use(root) { _ in
                Register(Cart.self) { r in Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: live) }
                    .scope(.custom("request"))
                Register(Checkout.self) { r in Checkout(cart: try r.resolve()) }
                Register(Basket.self) { r in Basket(cart: try r.resolve(), checkouts: try r.resolve(), live: live) }
                    .scope(.custom("request"))
            }
            app.get("basket") { req in
                scopes.observe(try req.suture.container)
                let basket = try req.resolve(Basket.self)
                let same = basket.checkouts.get().cart === basket.cart.get()
                return "cart \(basket.cart.get().number) same \(same)"
            }
        } _: { client in
            [try await client.get("/basket").body, try await client.get("/basket").body]
        }

        #expect(run.value == ["cart 2 same true", "cart 3 same true"])
        #expect(run.liveScopeCount == 0)
        #expect(scopes.observed == 2)
        #expect(scopes.alive == 0)
        #expect(live.value == 0)
    }
}
