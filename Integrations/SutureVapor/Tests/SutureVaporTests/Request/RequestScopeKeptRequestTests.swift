import SutureRuntime
import SutureServerTestSupport
import Testing
import Vapor

@testable import SutureVapor

/// A request's scope lives as long as the request: a task that kept the request past its response reaches the same
/// scope (or builds it, if the handler never did), and the scope and all it built are released once, when the last
/// holder of the request lets go of it.
@Suite struct RequestScopeKeptRequestTests {
    /// What reaching the request a handler kept past its response gives: its number, or the message of what it threw.
    static func lateCart(_ kept: Kept<Request>, _ reach: (Request) throws -> Cart) -> String {
        guard let request = kept.value else { return "nothing kept" }
        do {
            return "cart \(try reach(request).number)"
        } catch {
            return "\(error)"
        }
    }

    @Test func aKeptRequestThatReachedItsScope_reachesTheSameScope_whichIsReleasedOnceTheRequestIsLetGo() async throws {
        let shop = ShopComponent()
        let kept = Kept<Request>()
        let scopes = ObservedScopes()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("keep") { req in
                kept.keep(req)
                let scope = try req.suture.scope(as: ShopRequest.self)
                scopes.observe(scope as AnyObject)
                return "cart \(scope.cart.number)"
            }
            app.get("late") { req in
                // The kept request is still alive, and so is the scope it reached.
                let late = Self.lateCart(kept) { try $0.suture.scope(as: ShopRequest.self).cart }
                return "live \(req.application.suture.liveScopeCount): \(late)"
            }
        } _: { client in
            let bodies = [try await client.get("/keep").body, try await client.get("/late").body]
            let aliveWhileKept = scopes.alive
            kept.drop()
            let liveOnceDropped = try await client.liveScopeCountOnceSettled()
            return bodies + ["alive while kept \(aliveWhileKept)", "live once dropped \(liveOnceDropped)"]
        }

        #expect(run.value == ["cart 2", "live 1: cart 2", "alive while kept 1", "live once dropped 0"])
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
        #expect(scopes.observed == 1)
        #expect(scopes.alive == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aKeptRequestThatNeverReachedItsScope_buildsItLate_andItIsReleasedOnceTheRequestIsLetGo() async throws {
        let shop = ShopComponent()
        let kept = Kept<Request>()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("keep") { req in
                kept.keep(req)
                return "kept"
            }
            app.get("late") { req in
                let late = Self.lateCart(kept) { try $0.suture.scope(as: ShopRequest.self).cart }
                return "\(late), live \(req.application.suture.liveScopeCount)"
            }
        } _: { client in
            let bodies = [try await client.get("/keep").body, try await client.get("/late").body]
            kept.drop()
            return bodies + ["live once dropped \(try await client.liveScopeCountOnceSettled())"]
        }

        #expect(run.value == ["kept", "cart 2, live 1", "live once dropped 0"])
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aKeptRequestOfAContainerRoot_resolvesFromItsChild_whichIsReleasedOnceTheRequestIsLetGo() async throws {
        let live = LiveInstances()
        let root = Container {
            Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
            Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
        }
        let kept = Kept<Request>()
        let scopes = ObservedScopes()

        let run = try await withLiveApplication { app in
            app.suture.use(root) { _ in
                Register(Cart.self, named: "basket") { r in
                    Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: live)
                }
                .scope(.custom("request"))
            }
            app.get("keep") { req in
                kept.keep(req)
                scopes.observe(try req.suture.container)
                return "kept"
            }
            app.get("late") { _ in Self.lateCart(kept) { try $0.resolve(Cart.self, named: "basket") } }
        } _: { client in
            let bodies = [try await client.get("/keep").body, try await client.get("/late").body]
            let aliveWhileKept = live.value
            kept.drop()
            let liveOnceDropped = try await client.liveScopeCountOnceSettled()
            return bodies + ["carts alive while kept \(aliveWhileKept)", "live once dropped \(liveOnceDropped)"]
        }

        #expect(run.value == ["kept", "cart 2", "carts alive while kept 1", "live once dropped 0"])
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
        #expect(scopes.observed == 1)
        #expect(scopes.alive == 0)
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

    @Test func configuringTheRootTwice_addsTheMiddlewareThatMarksRequestsOnce() async throws {
        let app = try await Application.make(.testing)
        app.suture.use(ShopComponent()) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
        app.suture.use(ShopComponent()) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
        let markers = app.middleware.resolve().filter { $0 is RequestScopeMarkerMiddleware }.count
        let first = app.middleware.resolve().first.map { "\(type(of: $0))" }
        try await app.asyncShutdown()

        #expect(markers == 1)
        #expect(first == "RequestScopeMarkerMiddleware")
    }
}
