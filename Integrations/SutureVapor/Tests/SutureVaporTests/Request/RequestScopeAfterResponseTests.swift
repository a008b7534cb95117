import SutureRuntime
import SutureServerTestSupport
import Testing
import Vapor

@testable import SutureVapor

/// A request's scope ends once its response is returned: a task that kept the request gets an error when it reaches
/// the scope afterwards, whether or not the handler had built it, and no scope is built for a request that is over.
@Suite struct RequestScopeAfterResponseTests {
    /// What reaching the request a handler kept past its response gives: its number, or the message of what it threw.
    static func lateCart(_ kept: Kept<Request>, _ reach: (Request) throws -> Cart) -> String {
        guard let request = kept.value else { return "nothing kept" }
        do {
            return "cart \(try reach(request).number)"
        } catch {
            return "\(error)"
        }
    }

    @Test func aKeptRequestThatReachedItsScope_getsAnErrorNamingTheRequestAndTheFix_andTheScopeIsAlreadyReleased()
        async throws
    {
        let shop = ShopComponent()
        let kept = Kept<Request>()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("keep") { req in
                kept.keep(req)
                return "cart \(try req.suture.scope(as: ShopRequest.self).cart.number)"
            }
            app.get("late") { req in
                // The kept request is still alive, yet its scope was released when its response was returned.
                let live = req.application.suture.liveScopeCount
                let late = Self.lateCart(kept) { try $0.suture.scope(as: ShopRequest.self).cart }
                return "live \(live): \(late)"
            }
        } _: { client in
            [try await client.get("/keep").body, try await client.get("/late").body]
        }

        #expect(run.value[0] == "cart 2")
        #expect(
            run.value[1]
                == "live 0: ShopRequest was reached after the response to GET /keep was returned, when its request "
                + "scope had been released. Fix: resolve what outlives the response (a Task, a stream) before the "
                + "handler returns, and pass that instead of the request."
        )
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aKeptRequestThatNeverReachedItsScope_getsTheSameError_notAFreshScope() async throws {
        let shop = ShopComponent()
        let kept = Kept<Request>()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("keep") { req in
                kept.keep(req)
                return "kept"
            }
            app.get("late") { _ in Self.lateCart(kept) { try $0.suture.scope(as: ShopRequest.self).cart } }
        } _: { client in
            [try await client.get("/keep").body, try await client.get("/late").body]
        }

        #expect(run.value[0] == "kept")
        #expect(
            run.value[1]
                == "ShopRequest was reached after the response to GET /keep was returned, when its request scope had "
                + "been released. Fix: resolve what outlives the response (a Task, a stream) before the handler "
                + "returns, and pass that instead of the request."
        )
        #expect(run.createdScopeCount == 0)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aKeptRequestOfAContainerRoot_namesTheBindingItResolved() async throws {
        let live = LiveInstances()
        let root = Container {
            Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
            Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
        }
        let kept = Kept<Request>()

        let run = try await withLiveApplication { app in
            app.suture.use(root) { _ in
                Register(Cart.self, named: "basket") { r in
                    Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: live)
                }
                .scope(.custom("request"))
            }
            app.get("keep") { req in
                kept.keep(req)
                return "kept"
            }
            app.get("late") { _ in Self.lateCart(kept) { try $0.resolve(Cart.self, named: "basket") } }
        } _: { client in
            [try await client.get("/keep").body, try await client.get("/late").body]
        }

        #expect(
            run.value
                == [
                    "kept",
                    "Cart named \"basket\" was reached after the response to GET /keep was returned, when its request "
                        + "scope had been released. Fix: resolve what outlives the response (a Task, a stream) before "
                        + "the handler returns, and pass that instead of the request.",
                ]
        )
        #expect(run.createdScopeCount == 0)
        #expect(live.value == 0)
    }

    @Test func aStreamedBody_reachesTheScopeWhileItIsWritten_andTheScopeIsReleasedWithTheRequest() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("stream") { req in
                Response(
                    body: .init(asyncStream: { writer in
                        // The first reach, after the handler has returned the response.
                        let number = try req.suture.scope(as: ShopRequest.self).cart.number
                        try await writer.write(.buffer(ByteBuffer(string: "cart \(number)")))
                        try await writer.write(.end)
                    }))
            }
        } _: { client in
            [try await client.get("/stream").body, try await client.get("/stream").body]
        }

        #expect(run.value == ["cart 2", "cart 3"])
        #expect(run.createdScopeCount == 2)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func configuringTheRootTwice_addsTheMiddlewareThatEndsScopesOnce() async throws {
        let app = try await Application.make(.testing)
        app.suture.use(ShopComponent()) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
        app.suture.use(ShopComponent()) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
        let ending = app.middleware.resolve().filter { $0 is RequestScopeEndMiddleware }.count
        let first = app.middleware.resolve().first.map { "\(type(of: $0))" }
        try await app.asyncShutdown()

        #expect(ending == 1)
        #expect(first == "RequestScopeEndMiddleware")
    }
}
