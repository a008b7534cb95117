import SutureServerTestSupport
import SutureVapor
import Testing
import Vapor

/// Many requests at once over several connections: every request gets its own scope, none is left behind.
///
/// A bounded correctness run on loopback, not a benchmark: it counts scopes and errors, never time.
@Suite struct RequestScopeConcurrencyTests {
    static let connections = 16
    static let requestsPerConnection = 32

    @Test func concurrentRequests_eachGetTheirOwnScope_andEveryScopeIsReleased() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("cart") { req in
                let scope = try req.suture.scope(as: ShopRequest.self)
                return "\(scope.cart.number) \(scope.cart === scope.checkout.cart)"
            }
        } _: { client in
            try await ConcurrentRequests.send(
                connections: Self.connections, requestsPerConnection: Self.requestsPerConnection
            ) {
                let response = try await client.get("/cart")
                return response.status == .ok ? response.body : "status \(response.status.code)"
            }
        }

        let total = Self.connections * Self.requestsPerConnection
        // One cart per request, shared by its checkout: `total` different numbers (the pantry took number 1).
        #expect(ConcurrentRequests.Summary(run.value) == ConcurrentRequests.Summary(allSeparate: total))
        #expect(run.createdScopeCount == total)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }
}
