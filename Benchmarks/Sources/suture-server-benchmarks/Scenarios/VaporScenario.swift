import SutureRuntime
import SutureVapor
import Vapor

/// One Vapor request without network: make the `Request`, reach its scope, resolve the cart (request-scoped) and
/// the pantry (singleton), drop the request (which releases a Suture scope).
enum VaporScenario {
    static func run(_ measurement: PerRequestMeasurement) async throws -> [PerRequestResult] {
        let subcomponentApp = try await Application.make(.testing)
        let containerApp = try await Application.make(.testing)
        let root = ShopRoot()
        subcomponentApp.suture.use(root) { root, _ in root.request() }
        containerApp.suture.use(ShopContainer.root()) { _ in ShopContainer.requestRegistrations() }
        let eventLoop = subcomponentApp.eventLoopGroup.any()

        do {
            let handWrittenResult = try await measurement.run("Hand-written req.storage struct") {
                let request = Request(application: subcomponentApp, method: .GET, url: "/cart", on: eventLoop)
                request.storage[HandWrittenScopeKey.self] = HandWrittenRequestScope(root: root)
                guard let shop = request.storage[HandWrittenScopeKey.self] else {
                    throw BenchmarkFailure("The hand-written scope was not in req.storage.")
                }
                Sink.consume(shop.cart.number &+ shop.pantry.number)
            }

            let subcomponentResult = try await measurement.run("req.suture, subcomponent") {
                let request = Request(application: subcomponentApp, method: .GET, url: "/cart", on: eventLoop)
                let scope = try request.suture.scope(as: (any ShopRequest).self)
                Sink.consume(scope.cart.number &+ scope.pantry.number)
            }

            let containerResult = try await measurement.run("req.resolve, child Container") {
                let request = Request(application: containerApp, method: .GET, url: "/cart", on: eventLoop)
                let cart = try request.resolve(Cart.self)
                let pantry = try request.resolve(Pantry.self)
                Sink.consume(cart.number &+ pantry.number)
            }

            let leaked = subcomponentApp.suture.liveScopeCount + containerApp.suture.liveScopeCount
            try await subcomponentApp.asyncShutdown()
            try await containerApp.asyncShutdown()
            if leaked != 0 {
                throw BenchmarkFailure("\(leaked) Vapor request scopes are still alive after the measurement.")
            }
            return [handWrittenResult, subcomponentResult, containerResult]
        } catch {
            try? await subcomponentApp.asyncShutdown()
            try? await containerApp.asyncShutdown()
            throw error
        }
    }
}
