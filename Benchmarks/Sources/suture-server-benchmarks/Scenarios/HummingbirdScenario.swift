import Hummingbird
import Logging
import NIOCore
import SutureHummingbird
import SutureRuntime

/// One request through a middleware, without network: make the context, pass the middleware, resolve the cart
/// (request-scoped) and the pantry (singleton) in the handler, write the response body (which releases a Suture
/// scope), drop everything.
///
/// Each middleware is called as Hummingbird's Router calls it, through `any MiddlewareProtocol`: for a generic
/// middleware that is the protocol witness, unspecialized code, not the specialized `handle` a direct call reaches.
enum HummingbirdScenario {
    static func run(_ measurement: PerRequestMeasurement) async throws -> [PerRequestResult] {
        let source = BenchmarkContextSource(logger: Logger(label: "suture-server-benchmarks"))
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/cart"),
            body: RequestBody(buffer: ByteBuffer())
        )
        let root = ShopRoot()

        let handWritten: any MiddlewareProtocol<Request, Response, HandWrittenContext> = HandWrittenMiddleware(
            root: root)
        let handWrittenResult = try await measurement.run("Hand-written context field") {
            let response = try await handWritten.handle(request, context: HandWrittenContext(source: source)) {
                _, context in
                guard let shop = context.shop else { return Response(status: .internalServerError) }
                Sink.consume(shop.cart.number &+ shop.pantry.number)
                return Response(status: .ok)
            }
            try await response.body.write(NullBodyWriter())
        }

        // The factory as an app whose scope needs neither the request nor the context writes it: the middleware keeps
        // neither in the request's box.
        let subcomponent = RequestScopeMiddleware<SubcomponentContext> { root.request() }
        let subcomponentResult = try await measure(
            "RequestScopeMiddleware, subcomponent", subcomponent, measurement, request: request, source: source)

        // The factory that takes the request (to bind something of it in the subcomponent): the box keeps a copy of it.
        let fromRequest = RequestScopeMiddleware<SubcomponentContext> { _ in root.request() }
        let fromRequestResult = try await measure(
            "RequestScopeMiddleware, subcomponent, (request) factory", fromRequest, measurement, request: request,
            source: source)

        // The factory that takes the request and the context: the box keeps a copy of both.
        let seeded = RequestScopeMiddleware<SubcomponentContext> { _, _ in root.request() }
        let seededResult = try await measure(
            "RequestScopeMiddleware, subcomponent, (request, context) factory", seeded, measurement, request: request,
            source: source)

        let container = ShopContainer.root()
        let childContainer = RequestScopeMiddleware<ChildContainerContext>(parent: container) {
            ShopContainer.requestRegistrations()
        }
        let routedChildContainer: any MiddlewareProtocol<Request, Response, ChildContainerContext> = childContainer
        let childContainerResult = try await measurement.run("RequestScopeMiddleware, child Container") {
            let response = try await routedChildContainer.handle(
                request, context: ChildContainerContext(source: source)
            ) {
                _, context in
                let cart = try context.resolve(Cart.self)
                let pantry = try context.resolve(Pantry.self)
                Sink.consume(cart.number &+ pantry.number)
                return Response(status: .ok)
            }
            try await response.body.write(NullBodyWriter())
        }

        let leaked =
            subcomponent.liveScopeCount + fromRequest.liveScopeCount + seeded.liveScopeCount
            + childContainer.liveScopeCount
        if leaked != 0 {
            throw BenchmarkFailure("\(leaked) Hummingbird request scopes are still alive after the measurement.")
        }
        return [handWrittenResult, subcomponentResult, fromRequestResult, seededResult, childContainerResult]
    }

    /// One request through `middleware` as the Router calls it, reaching the subcomponent's cart and pantry.
    static func measure(
        _ name: String,
        _ middleware: RequestScopeMiddleware<SubcomponentContext>,
        _ measurement: PerRequestMeasurement,
        request: Request,
        source: BenchmarkContextSource
    ) async throws -> PerRequestResult {
        let routed: any MiddlewareProtocol<Request, Response, SubcomponentContext> = middleware
        return try await measurement.run(name) {
            let response = try await routed.handle(request, context: SubcomponentContext(source: source)) {
                _, context in
                let scope = try context.requestScope
                Sink.consume(scope.cart.number &+ scope.pantry.number)
                return Response(status: .ok)
            }
            try await response.body.write(NullBodyWriter())
        }
    }
}
