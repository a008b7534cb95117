import SutureRuntime
import SutureVapor
import Vapor

/// One Vapor request through the Application's middleware, as Vapor's server hands it over but without network: make
/// the `Request`, pass the middleware, reach the scope (or not) in the handler, return the response, drop the request
/// (which ends a Suture scope).
///
/// Every request runs on its event loop, so the middleware's futures complete in place, as on a server: nothing hops
/// threads between the handler and the end of the request.
enum VaporMiddlewareScenario {
    static func run(_ measurement: PerRequestMeasurement) async throws -> [PerRequestResult] {
        let handWrittenApp = try await Application.make(.testing)
        let lazyApp = try await Application.make(.testing)
        let sutureApp = try await Application.make(.testing)
        let bareApp = try await Application.make(.testing)
        let root = ShopRoot()
        // Only the middleware measured: not Vapor's default route logging and error middleware.
        handWrittenApp.middleware = Middlewares()
        handWrittenApp.middleware.use(HandWrittenScopeMiddleware(root: root))
        lazyApp.middleware = Middlewares()
        lazyApp.middleware.use(HandWrittenLazyScopeMiddleware(root: root))
        sutureApp.middleware = Middlewares()
        sutureApp.suture.use(root) { root, _ in root.request() }
        bareApp.middleware = Middlewares()
        let eventLoop = sutureApp.eventLoopGroup.any()

        let handWritten = handWrittenApp.middleware.resolve().makeResponder(
            chainingTo: HandlerResponder { request in
                guard let shop = request.storage[HandWrittenScopeKey.self] else {
                    throw BenchmarkFailure("The hand-written scope was not in req.storage.")
                }
                Sink.consume(shop.cart.number &+ shop.pantry.number)
            })
        let lazyReached = lazyApp.middleware.resolve().makeResponder(
            chainingTo: HandlerResponder { request in
                guard let shop = request.storage[HandWrittenLazyScopeKey.self] else {
                    throw BenchmarkFailure("The hand-written lazy scope was not in req.storage.")
                }
                Sink.consume(shop.cart.number &+ shop.pantry.number)
            })
        let lazyNotReached = lazyApp.middleware.resolve().makeResponder(
            chainingTo: HandlerResponder { _ in Sink.consume(1) })
        let reached = sutureApp.middleware.resolve().makeResponder(
            chainingTo: HandlerResponder { request in
                let scope = try request.suture.scope(as: (any ShopRequest).self)
                Sink.consume(scope.cart.number &+ scope.pantry.number)
            })
        let notReached = sutureApp.middleware.resolve().makeResponder(
            chainingTo: HandlerResponder { _ in Sink.consume(1) })
        let bare = bareApp.middleware.resolve().makeResponder(chainingTo: HandlerResponder { _ in Sink.consume(1) })

        do {
            let results = try await eventLoop.submit {
                [
                    measurement.runSynchronously("Hand-written middleware filling req.storage") {
                        serve(handWritten, app: handWrittenApp, on: eventLoop)
                    },
                    measurement.runSynchronously("Hand-written middleware, a class built on first use, reached") {
                        serve(lazyReached, app: lazyApp, on: eventLoop)
                    },
                    measurement.runSynchronously("Hand-written middleware, a class built on first use, not reached") {
                        serve(lazyNotReached, app: lazyApp, on: eventLoop)
                    },
                    measurement.runSynchronously("app.suture's middleware, req.suture, subcomponent") {
                        serve(reached, app: sutureApp, on: eventLoop)
                    },
                    measurement.runSynchronously("app.suture's middleware, scope not reached") {
                        serve(notReached, app: sutureApp, on: eventLoop)
                    },
                    measurement.runSynchronously("No middleware, nothing reached") {
                        serve(bare, app: bareApp, on: eventLoop)
                    },
                ]
            }.get()
            let failures = HandlerResponder.failures.load(ordering: .relaxed)
            let leaked = sutureApp.suture.liveScopeCount
            try await handWrittenApp.asyncShutdown()
            try await lazyApp.asyncShutdown()
            try await sutureApp.asyncShutdown()
            try await bareApp.asyncShutdown()
            if failures != 0 { throw BenchmarkFailure("\(failures) Vapor requests failed in the measurement.") }
            if leaked != 0 {
                throw BenchmarkFailure("\(leaked) Vapor request scopes are still alive after the measurement.")
            }
            return results
        } catch {
            try? await handWrittenApp.asyncShutdown()
            try? await lazyApp.asyncShutdown()
            try? await sutureApp.asyncShutdown()
            try? await bareApp.asyncShutdown()
            throw error
        }
    }

    /// One request through `responder`, made for `app` on `eventLoop`, the thread this runs on.
    private static func serve(_ responder: any Responder, app: Application, on eventLoop: any EventLoop) {
        let request = Request(application: app, method: .GET, url: "/cart", on: eventLoop)
        _ = responder.respond(to: request)
    }
}
