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
            try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<Self.connections {
                    group.addTask {
                        var bodies: [String] = []
                        for _ in 0..<Self.requestsPerConnection {
                            let response = try await client.get("/cart")
                            bodies.append(response.status == .ok ? response.body : "status \(response.status.code)")
                        }
                        return bodies
                    }
                }
                return try await group.reduce(into: [String]()) { $0 += $1 }
            }
        }

        let total = Self.connections * Self.requestsPerConnection
        #expect(run.value.count == total)
        #expect(run.value.filter { !$0.hasSuffix(" true") }.isEmpty)
        // One cart per request: `total` different numbers (the pantry took number 1).
        #expect(Set(run.value.map { $0.split(separator: " ")[0] }).count == total)
        #expect(run.createdScopeCount == total)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }
}
