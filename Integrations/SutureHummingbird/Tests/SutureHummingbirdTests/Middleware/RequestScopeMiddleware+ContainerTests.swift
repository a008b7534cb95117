import Hummingbird
import HummingbirdTesting
import SutureHummingbird
import SutureRuntime
import SutureServerTestSupport
import Testing

/// The middleware with a `Container`: each request gets a child holding the request's own registrations.
@Suite struct RequestScopeMiddlewareContainerTests {
    let root = Container {
        Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
        Register(LiveInstances.self) { _ in LiveInstances() }.scope(.singleton)
        Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
    }

    func middleware() -> RequestScopeMiddleware<BasicRequestScopeContext<Container>> {
        RequestScopeMiddleware(parent: root) { request, _ in
            Register(RequestInfo.self) { _ in RequestInfo(path: request.uri.path) }
            Register(Cart.self) { r in
                Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: try r.resolve())
            }
            .scope(.custom("request"))
            Register(Checkout.self) { r in Checkout(cart: try r.resolve()) }
        }
    }

    @Test func registrationsOfTheRequest_seeEachRequest() async throws {
        let middleware = RequestScopeMiddleware<BasicRequestScopeContext<Container>>(parent: root) { request in
            Register(RequestInfo.self) { _ in RequestInfo(path: request.uri.path) }
        }
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in try context.resolve(RequestInfo.self).path }
        router.get("menu") { _, context in try context.resolve(RequestInfo.self).path }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/cart").body, try await client.get("/menu").body]
        }

        #expect(bodies == ["/cart", "/menu"])
        #expect(middleware.createdScopeCount == 2)
    }

    @Test func registrationsWithoutArguments_giveEachRequestItsOwnChild() async throws {
        let middleware = RequestScopeMiddleware<BasicRequestScopeContext<Container>>(parent: root) {
            Register(Cart.self) { r in
                Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: try r.resolve())
            }
            .scope(.custom("request"))
        }
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            let cart = try context.resolve(Cart.self)
            return "cart \(cart.number) pantry \(cart.pantry.number) same \(cart === (try context.resolve(Cart.self)))"
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/cart").body, try await client.get("/cart").body]
        }

        #expect(bodies == ["cart 2 pantry 1 same true", "cart 3 pantry 1 same true"])
        #expect(middleware.createdScopeCount == 2)
        #expect(middleware.liveScopeCount == 0)
    }

    @Test func childContainers_givePerRequestInstances_andShareTheParentsSingletons() async throws {
        let middleware = middleware()
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in
            let cart = try context.resolve(Cart.self)
            let sameCart = cart === (try context.resolve(Checkout.self)).cart
            return "cart \(cart.number) pantry \(cart.pantry.number) same \(sameCart) "
                + "at \(try context.resolve(RequestInfo.self).path)"
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/cart").body, try await client.get("/cart").body]
        }

        #expect(bodies == ["cart 2 pantry 1 same true at /cart", "cart 3 pantry 1 same true at /cart"])
        #expect(try root.resolve(Pantry.self).number == 1)
    }

    @Test func childContainers_areReleased_andWhatTheyBuiltWithThem() async throws {
        let middleware = middleware()
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("cart") { _, context in "cart \(try context.resolve(Cart.self).number)" }

        let count = try await liveApplication(router).test(.live) { client in
            var count = 0
            for _ in 0..<50 {
                if try await client.get("/cart").status == .ok { count += 1 }
            }
            return count
        }

        #expect(count == 50)
        #expect(middleware.createdScopeCount == 50)
        #expect(middleware.liveScopeCount == 0)
        #expect(try root.resolve(LiveInstances.self).value == 0)
    }
}
