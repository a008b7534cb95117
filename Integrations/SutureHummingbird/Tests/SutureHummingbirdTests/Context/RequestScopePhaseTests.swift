import Hummingbird
import HummingbirdTesting
import SutureHummingbird
import SutureServerTestSupport
import Testing

/// `context.requestScopePhase` on a live server: where a request's scope stands, read without building it.
@Suite struct RequestScopePhaseTests {
    @Test func thePhase_followsTheScope_fromNotBuiltToBuiltToReleased_withoutBuildingIt() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { request, _ in
            shop.request(RequestInfo(path: request.uri.path))
        }
        let kept = Kept<ShopContext>()
        let router = Router(context: ShopContext.self)
        router.get("outside") { _, context in "\(context.requestScopePhase)" }
        router.add(middleware: middleware)
        router.get("look") { _, context in
            kept.keep(context)
            return "\(context.requestScopePhase)"
        }
        router.get("reach") { _, context in
            let before = context.requestScopePhase
            _ = try context.requestScope.cart
            return "\(before) \(context.requestScopePhase)"
        }
        router.get("later") { _, _ in
            kept.value.map { "\($0.requestScopePhase)" } ?? "nothing kept"
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [
                try await client.get("/outside").body, try await client.get("/look").body,
                try await client.get("/later").body, try await client.get("/reach").body,
            ]
        }

        #expect(bodies == ["outsideRequest", "notBuilt", "released", "notBuilt built"])
        // Looking built nothing: only /reach made a scope.
        #expect(middleware.createdScopeCount == 1)
        #expect(shop.live.value == 0)
    }
}
