import Hummingbird
import HummingbirdTesting
import SutureHummingbird
import SutureServerTestSupport
import Testing

/// The middleware with a subcomponent entry point, `(Request, Context) -> any ShopRequest`, on a live server.
@Suite struct RequestScopeMiddlewareTests {
    @Test func requestScopedInstances_arePerRequest_andSingletonsAreShared() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { request, _ in
            shop.request(RequestInfo(path: request.uri.path))
        }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            let scope = try context.requestScope
            // Two reaches in one request: the same cart, also inside the transient checkout.
            let sameCart = scope.cart === scope.checkout.cart
            return "cart \(scope.cart.number) pantry \(scope.cart.pantry.number) same \(sameCart) at \(scope.info.path)"
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/cart"), try await client.get("/cart")]
        }

        #expect(bodies.map(\.status) == [.ok, .ok])
        #expect(bodies.map(\.body) == ["cart 2 pantry 1 same true at /cart", "cart 3 pantry 1 same true at /cart"])
        #expect(middleware.createdScopeCount == 2)
    }

    @Test func aFactoryOfTheRequest_getsEachRequest_andAUseAfterTheResponseNamesIt() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<DirectContext> { request in
            shop.request(RequestInfo(path: request.uri.path))
        }
        var kept: DirectContext?
        var paths: [String] = []
        for path in ["/cart", "/menu"] {
            let response = try await middleware.handle(directRequest(path), context: DirectContext()) { _, context in
                paths.append(try context.requestScope.info.path)
                kept = context
                return Response(status: .ok)
            }
            try await response.body.write(CollectingBodyWriter(written: CollectingBodyWriter.Written()))
        }
        let late = try #require(kept)

        let error = try #require(throws: SutureHummingbirdError.self) { try late.requestScope }
        #expect(paths == ["/cart", "/menu"])
        #expect(
            error.description
                == "ShopRequest was reached after the response to GET /menu was written, when its request scope had "
                + "been released. Fix: resolve what outlives the response (a Task, a stream) before the handler "
                + "returns, and pass that instead of the context."
        )
        #expect(middleware.createdScopeCount == 2)
        #expect(middleware.liveScopeCount == 0)
    }

    @Test func aFactoryWithoutArguments_makesOneScopePerRequest_onFirstUse() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { shop.request(RequestInfo(path: "any")) }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("health") { _, _ in "ok" }
        router.get("cart") { _, context in
            let scope = try context.requestScope
            return "cart \(scope.cart.number) same \(scope.cart === scope.checkout.cart)"
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [
                try await client.get("/cart").body, try await client.get("/health").body,
                try await client.get("/cart").body,
            ]
        }

        #expect(bodies == ["cart 2 same true", "ok", "cart 3 same true"])
        #expect(middleware.createdScopeCount == 2)
        #expect(middleware.liveScopeCount == 0)
    }

    @Test func aFactoryWithoutArguments_keepsNoRequest_soAUseAfterTheResponseSaysTheRequest() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<DirectContext> { shop.request(RequestInfo(path: "any")) }
        var kept: DirectContext?
        let response = try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
            _ = try context.requestScope.cart
            kept = context
            return Response(status: .ok)
        }
        try await response.body.write(CollectingBodyWriter(written: CollectingBodyWriter.Written()))
        let late = try #require(kept)

        let error = try #require(throws: SutureHummingbirdError.self) { try late.requestScope }
        #expect(
            error.description
                == "ShopRequest was reached after the response to the request was written, when its request scope "
                + "had been released. Fix: resolve what outlives the response (a Task, a stream) before the handler "
                + "returns, and pass that instead of the context."
        )
    }

    @Test func requestScope_isCreatedOnFirstUseOnly() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { request, _ in
            shop.request(RequestInfo(path: request.uri.path))
        }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("health") { _, _ in "ok" }
        router.get("cart") { _, context in "cart \(try context.requestScope.cart.number)" }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/health"), try await client.get("/cart"), try await client.get("/health")]
        }

        #expect(bodies.map(\.body) == ["ok", "cart 2", "ok"])
        #expect(middleware.createdScopeCount == 1)
    }

    @Test func requestScopes_areReleasedOnceTheResponsesAreWritten() async throws {
        let shop = ShopComponent()
        let middleware = RequestScopeMiddleware<ShopContext> { request, _ in
            shop.request(RequestInfo(path: request.uri.path))
        }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in "cart \(try context.requestScope.cart.number)" }
        router.get("fails") { _, context -> String in
            _ = try context.requestScope.cart
            throw HTTPError(.conflict)
        }

        let statuses = try await liveApplication(router).test(.live) { client in
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<20 {
                statuses.append(try await client.get("/cart").status)
                statuses.append(try await client.get("/fails").status)
            }
            return statuses
        }

        #expect(statuses == Array(repeating: [HTTPResponse.Status.ok, .conflict], count: 20).flatMap { $0 })
        #expect(middleware.createdScopeCount == 40)
        #expect(middleware.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func scopeThatFailsToBeMade_reportsTheFactorysError() async throws {
        struct NoShopToday: Error, CustomStringConvertible {
            var description: String { "the shop is closed today" }
        }
        let middleware = RequestScopeMiddleware<ShopContext> { _, _ in throw NoShopToday() }
        let router = Router(context: ShopContext.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            do {
                return "cart \(try context.requestScope.cart.number)"
            } catch {
                return "\(error)"
            }
        }

        let body = try await liveApplication(router).test(.live) { client in try await client.get("/cart").body }

        #expect(body == "the shop is closed today")
        #expect(middleware.createdScopeCount == 0)
        #expect(middleware.liveScopeCount == 0)
    }
}
