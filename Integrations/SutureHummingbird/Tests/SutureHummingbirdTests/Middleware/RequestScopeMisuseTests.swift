import Hummingbird
import HummingbirdTesting
import SutureHummingbird
import SutureRuntime
import SutureServerTestSupport
import Testing

/// A request-scoped binding reached where there is no request scope gets an error that names it and the fix.
@Suite struct RequestScopeMisuseTests {
    /// A middleware over a root container with a singleton pantry, whose request scope registers a cart counted in
    /// `live`.
    static func cartMiddleware(live: LiveInstances) -> RequestScopeMiddleware<BasicRequestScopeContext<Container>> {
        let root = Container {
            Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
            Register(LiveInstances.self) { _ in live }.scope(.singleton)
            Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
        }
        return RequestScopeMiddleware<BasicRequestScopeContext<Container>>(parent: root) { _, _ in
            Register(Cart.self) { r in
                Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: try r.resolve())
            }
            .scope(.custom("request"))
        }
    }

    @Test func withoutTheMiddleware_aHandlerGetsAnErrorNamingTheBindingAndTheFix() async throws {
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.get("cart") { _, context in
            do {
                return "cart \(try context.resolve(Cart.self).number)"
            } catch {
                return "\(error)"
            }
        }

        let body = try await liveApplication(router).test(.live) { client in try await client.get("/cart").body }

        #expect(
            body
                == "Cart was reached outside a request: this BasicRequestScopeContext<Container> did not pass through "
                + "RequestScopeMiddleware, so it has no request scope. Fix: add "
                + "RequestScopeMiddleware<BasicRequestScopeContext<Container>> to the router before the routes that "
                + "reach Cart (router.add(middleware:)); outside a request, ask the root component or container instead."
        )
    }

    @Test func withoutTheMiddleware_theRequestScopeItselfIsNamed_andTheResponseIs500() async throws {
        let router = Router(context: ShopContext.self)
        router.get("cart") { _, context in "cart \(try context.requestScope.cart.number)" }
        router.get("message") { _, context in
            do {
                _ = try context.requestScope
                return "reached"
            } catch {
                return "\(error)"
            }
        }

        let responses = try await liveApplication(router).test(.live) { client in
            [try await client.get("/cart"), try await client.get("/message")]
        }

        #expect(responses[0].status == .internalServerError)
        #expect(
            responses[1].body
                == "ShopRequest was reached outside a request: this ShopContext did not pass through "
                + "RequestScopeMiddleware, so it has no request scope. Fix: add RequestScopeMiddleware<ShopContext> to "
                + "the router before the routes that reach ShopRequest (router.add(middleware:)); outside a "
                + "request, ask the root component or container instead."
        )
    }

    @Test func aRouteAddedBeforeTheMiddleware_answers500WithTheMessage_andLogsItAtErrorLevel() async throws {
        let message =
            "ShopRequest was reached outside a request: this ShopContext did not pass through RequestScopeMiddleware, "
            + "so it has no request scope. Fix: add RequestScopeMiddleware<ShopContext> to the router before the routes "
            + "that reach ShopRequest (router.add(middleware:)); outside a request, ask the root component or container "
            + "instead."
        let shop = ShopComponent()
        let router = Router(context: ShopContext.self)
        // Hummingbird applies a middleware to the routes added after it only: this one is not behind it.
        router.get("early") { _, context in "cart \(try context.requestScope.cart.number)" }
        router.add(
            middleware: RequestScopeMiddleware<ShopContext> { request, _ in
                shop.request(RequestInfo(path: request.uri.path))
            })
        router.get("late") { _, context in "cart \(try context.requestScope.cart.number)" }
        let logs = CapturedLogs()

        let responses = try await liveApplication(router, logs: logs).test(.live) { client in
            [try await client.get("/early"), try await client.get("/late")]
        }

        #expect(responses[0].status == .internalServerError)
        #expect(responses[0].body == message + "\n")
        #expect(responses[1].status == .ok)
        #expect(logs.messages(atLeast: .error) == [message])
    }

    @Test func afterTheResponse_aKeptContextGetsAnErrorNamingTheRequestAndTheFix() async throws {
        let middleware = Self.cartMiddleware(live: LiveInstances())
        // A context kept past its response, as a detached task or a stream might keep it.
        let kept = Kept<BasicRequestScopeContext<Container>>()
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("keep") { _, context in
            kept.keep(context)
            return "cart \(try context.resolve(Cart.self).number)"
        }
        router.get("late") { _, _ in
            // The first response's scope is released once its body is written; wait for that, boundedly.
            for _ in 0..<200 where middleware.liveScopeCount > 0 {
                try await Task.sleep(for: .milliseconds(10))
            }
            guard let context = kept.value else { return "nothing kept" }
            do {
                return "cart \(try context.resolve(Cart.self, named: "basket").number)"
            } catch {
                return "\(error)"
            }
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/keep").body, try await client.get("/late").body]
        }

        #expect(bodies[0] == "cart 2")
        #expect(
            bodies[1]
                == "Cart named \"basket\" was reached after the response to GET /keep was written, when its request "
                + "scope had been released. Fix: resolve what outlives the response (a Task, a stream) before the "
                + "handler returns, and pass that instead of the context."
        )
    }

    @Test func afterTheResponse_aKeptContextThatNeverReachedTheScope_getsTheSameError_notAFreshScope() async throws {
        let live = LiveInstances()
        let middleware = Self.cartMiddleware(live: live)
        // The handler keeps its context and answers without touching the scope, as a handler that hands the context to
        // a task for later work would.
        let kept = Kept<BasicRequestScopeContext<Container>>()
        let router = Router(context: BasicRequestScopeContext<Container>.self)
        router.add(middleware: middleware)
        router.get("keep") { _, context in
            kept.keep(context)
            return "kept"
        }
        router.get("late") { _, _ in
            guard let context = kept.value else { return "nothing kept" }
            do {
                return "cart \(try context.resolve(Cart.self).number)"
            } catch {
                return "\(error)"
            }
        }

        let bodies = try await liveApplication(router).test(.live) { client in
            [try await client.get("/keep").body, try await client.get("/late").body]
        }

        #expect(bodies[0] == "kept")
        #expect(
            bodies[1]
                == "Cart was reached after the response to GET /keep was written, when its request scope had been "
                + "released. Fix: resolve what outlives the response (a Task, a stream) before the handler returns, and "
                + "pass that instead of the context."
        )
        #expect(middleware.createdScopeCount == 0)
        #expect(middleware.liveScopeCount == 0)
        #expect(live.value == 0)
    }
}
