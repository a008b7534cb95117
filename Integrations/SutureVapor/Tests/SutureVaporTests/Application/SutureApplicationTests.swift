import SutureServerTestSupport
import SutureVapor
import Testing
import Vapor

/// A generated component's shape as the root: `app.suture.use(root) { root, req in ... }` and `req.suture.scope`.
@Suite struct SutureApplicationTests {
    @Test func requestScopedInstances_arePerRequest_andSingletonsAreShared() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in
                shop.request(RequestInfo(path: req.url.path))
            }
            app.get("cart") { req in
                let scope = try req.suture.scope(as: ShopRequest.self)
                // Two reaches in one request: the same cart, also inside the transient checkout.
                let sameCart = scope.cart === scope.checkout.cart
                return "cart \(scope.cart.number) pantry \(scope.cart.pantry.number) same \(sameCart) "
                    + "at \(scope.info.path)"
            }
        } _: { client in
            [try await client.get("/cart"), try await client.get("/cart")]
        }

        #expect(run.value.map(\.status) == [.ok, .ok])
        #expect(run.value.map(\.body) == ["cart 2 pantry 1 same true at /cart", "cart 3 pantry 1 same true at /cart"])
        #expect(run.createdScopeCount == 2)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func requestScope_isCreatedOnFirstUseOnly() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("health") { _ in "ok" }
            app.get("cart") { req in "cart \(try req.suture.scope(as: ShopRequest.self).cart.number)" }
        } _: { client in
            [try await client.get("/health"), try await client.get("/cart"), try await client.get("/health")]
        }

        #expect(run.value.map(\.body) == ["ok", "cart 2", "ok"])
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
    }

    @Test func requestScopes_areReleasedWithTheirRequests_evenWhenTheHandlerThrows() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("cart") { req in "cart \(try req.suture.scope(as: ShopRequest.self).cart.number)" }
            app.get("fails") { req -> String in
                _ = try req.suture.scope(as: ShopRequest.self).cart
                throw Abort(.conflict)
            }
        } _: { client in
            var statuses: [HTTPResponseStatus] = []
            for _ in 0..<20 {
                statuses.append(try await client.get("/cart").status)
                statuses.append(try await client.get("/fails").status)
            }
            // While the server still runs, its connections open: each scope goes with its request, not the server.
            return (statuses, try await client.liveScopeCountOnceSettled())
        }

        #expect(run.value.0 == Array(repeating: [HTTPResponseStatus.ok, .conflict], count: 20).flatMap { $0 })
        #expect(run.value.1 == 0)
        #expect(run.createdScopeCount == 40)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func scopeThatFailsToBeMade_reportsTheFactorysError_andCountsNothing() async throws {
        struct NoShopToday: Error, CustomStringConvertible {
            var description: String { "the shop is closed today" }
        }

        let run = try await withLiveApplication { app in
            app.suture.use(ShopComponent()) { _, _ -> any ShopRequest in throw NoShopToday() }
            app.get("cart") { req in
                do {
                    return "cart \(try req.suture.scope(as: ShopRequest.self).cart.number)"
                } catch {
                    return "\(error)"
                }
            }
        } _: { client in
            try await client.get("/cart").body
        }

        #expect(run.value == "the shop is closed today")
        #expect(run.createdScopeCount == 0)
        #expect(run.liveScopeCount == 0)
    }

    @Test func theRoot_isKeptOnTheApplication() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("pantry") { req in
                "pantry \(try req.application.suture.root(as: ShopComponent.self).pantry.number)"
            }
        } _: { client in
            try await client.get("/pantry").body
        }

        #expect(run.value == "pantry 1")
        #expect(shop.pantry.number == 1)
    }
}
