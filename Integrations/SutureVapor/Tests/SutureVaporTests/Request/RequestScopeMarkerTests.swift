import SutureServerTestSupport
import Testing
import Vapor

@testable import SutureVapor

/// A request that came through the middleware reaches and ends its scope through its own marker in `req.storage`,
/// never through the lock the root shares between requests: while another thread holds that lock, a request that
/// reaches its scope and one that never does are both answered, and each scope built is released with its response.
@Suite struct RequestScopeMarkerTests {
    @Test func requestsThroughTheMiddleware_reachAndEndTheirScopes_whileTheRootsSharedLockIsHeld() async throws {
        let shop = ShopComponent()
        let scopes = ObservedScopes()
        let holder = LockHolder()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("cart") { req in
                let scope = try req.suture.scope(as: ShopRequest.self)
                scopes.observe(scope as AnyObject)
                return "cart \(scope.cart.number)"
            }
            app.get("plain") { _ in "plain" }
        } _: { client in
            let root = try #require(client.application.storage[SutureRootKey.self])
            try await holder.hold(root.installation)
            let bodies = [
                try await client.get("/cart").body, try await client.get("/plain").body,
                try await client.get("/cart").body,
            ]
            let released = try await holder.release()
            return bodies + [released]
        }

        #expect(run.value == ["cart 2", "plain", "cart 3", "released by the test"])
        #expect(run.createdScopeCount == 2)
        #expect(run.liveScopeCount == 0)
        #expect(scopes.observed == 2)
        #expect(scopes.alive == 0)
        #expect(shop.live.value == 0)
    }
}
