import Hummingbird
import HummingbirdTesting
import SutureHummingbird
import SutureServerTestSupport
import Testing

/// Many requests at once over several connections: every request gets its own scope, none is left behind.
///
/// A bounded correctness run on loopback, not a benchmark: it counts scopes and errors, never time.
@Suite struct RequestScopeConcurrencyTests {
    static let connections = 16
    static let requestsPerConnection = 125

    @Test func concurrentRequests_eachGetTheirOwnScope_andEveryScopeIsReleased() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { request, _ in
            shop.request(RequestInfo(path: request.uri.path))
        }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            let scope = try context.requestScope
            return "\(scope.cart.number) \(scope.cart === scope.checkout.cart)"
        }

        let bodies = try await liveApplication(router).test(.ahc(.http)) { client in
            try await ConcurrentRequests.send(
                connections: Self.connections, requestsPerConnection: Self.requestsPerConnection
            ) {
                let response = try await client.get("/cart")
                return response.status == .ok ? response.body : "status \(response.status.code)"
            }
        }

        let total = Self.connections * Self.requestsPerConnection
        // One cart per request, shared by its checkout: `total` different numbers (the pantry took number 1).
        #expect(ConcurrentRequests.Summary(bodies) == ConcurrentRequests.Summary(allSeparate: total))
        #expect(middleware.createdScopeCount == total)
        #expect(middleware.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }
}
