public import Hummingbird
import SutureRequestScope

/// Gives each request its own scope — a generated subcomponent or a child `Container` — built on first use
/// and released once the response has been written.
///
/// ```swift
/// let bakery = SutureBakery()
/// let router = Router(context: AppContext.self)
/// router.add(middleware: RequestScopeMiddleware { request in bakery.request(RequestInfo(request)) })
/// router.get("cart") { _, context in try context.requestScope.cart.summary }
/// ```
///
/// Add it after the middleware whose context changes the scope needs (authentication, for instance):
/// the scope is made from the context as the middleware receives it.
///
/// Once the server is warm, a request's scope costs no allocation of its own beyond the scope itself: the middleware
/// keeps the boxes of finished requests (up to 256) for the next ones.
public struct RequestScopeMiddleware<Context: RequestScopeContext>: RouterMiddleware {
    @usableFromInline let statistics: RequestScopeStatistics
    /// How many boxes of finished requests the middleware keeps for the next ones now.
    @usableFromInline let countKeptBoxes: @Sendable () -> Int
    /// `respond(to:context:seed:statistics:pool:next:)`, as specialized for the app's context where the middleware was
    /// made.
    ///
    /// The Router calls `handle` through `any MiddlewareProtocol`, and a protocol's witness for a generic type is its
    /// unspecialized code; this hands each request straight to specialized code.
    @usableFromInline let respond:
        @Sendable (Request, Context, (Request, Context) async throws -> Response) async throws -> Response

    /// Makes each request's scope with `makeScope`, called at most once per request, on first use, with the request and
    /// the context as the middleware received them.
    ///
    /// - Parameter makeScope: Makes one request's scope, such as a subcomponent from the root's entry point; what it
    ///   throws is thrown where the scope is first reached.
    @inlinable
    public init(_ makeScope: @escaping @Sendable (Request, Context) throws -> Context.RequestScope) {
        let statistics = RequestScopeStatistics()
        let pool = MiddlewareRequestScope<RequestAndContextSeed<Context>>.Pool()
        // Each initializer writes its seed inside its own closure, where the seed's type is concrete.
        self.init(statistics: statistics, pool: pool) { request, context, next in
            try await Self.respond(
                to: request, context: context,
                seed: RequestAndContextSeed(factory: makeScope, request: request, context: context),
                statistics: statistics, pool: pool, next: next)
        }
    }

    /// Makes each request's scope with `makeScope`, called at most once per request, on first use, with the request.
    ///
    /// Keeps no context for the factory. Copying a Hummingbird `Request` into the box is most of what a factory that
    /// takes arguments costs (about half a microsecond a request in `BENCHMARKS.md`).
    ///
    /// - Parameter makeScope: Makes one request's scope from the request; what it throws is thrown where the scope is
    ///   first reached.
    @inlinable
    public init(_ makeScope: @escaping @Sendable (Request) throws -> Context.RequestScope) {
        let statistics = RequestScopeStatistics()
        let pool = MiddlewareRequestScope<RequestSeed<Context>>.Pool()
        self.init(statistics: statistics, pool: pool) { request, context, next in
            try await Self.respond(
                to: request, context: context, seed: RequestSeed(factory: makeScope, request: request),
                statistics: statistics, pool: pool, next: next)
        }
    }

    /// Makes each request's scope with `makeScope`, called at most once per request, on first use.
    ///
    /// The fastest factory: the middleware keeps neither the request nor the context for it.
    ///
    /// ```swift
    /// router.add(middleware: RequestScopeMiddleware { bakery.request() })
    /// ```
    ///
    /// - Parameter makeScope: Makes one request's scope; what it throws is thrown where the scope is first reached.
    @inlinable
    public init(_ makeScope: @escaping @Sendable () throws -> Context.RequestScope) {
        let statistics = RequestScopeStatistics()
        let pool = MiddlewareRequestScope<FactorySeed<Context>>.Pool()
        self.init(statistics: statistics, pool: pool) { request, context, next in
            try await Self.respond(
                to: request, context: context, seed: FactorySeed(factory: makeScope), statistics: statistics,
                pool: pool, next: next)
        }
    }

    /// A middleware that counts its scopes in `statistics`, keeps boxes in `pool` and hands each request to `respond`.
    @inlinable
    init<Seed: MiddlewareScopeSeed>(
        statistics: RequestScopeStatistics,
        pool: MiddlewareRequestScope<Seed>.Pool,
        respond:
            @escaping @Sendable (Request, Context, (Request, Context) async throws -> Response) async throws
            -> Response
    ) {
        self.statistics = statistics
        self.countKeptBoxes = { pool.count }
        self.respond = respond
    }

    /// How many request scopes this middleware has built (requests that never reached one built none).
    public var createdScopeCount: Int { statistics.created }

    /// How many request scopes are built and not yet released: zero once every response has been written.
    public var liveScopeCount: Int { statistics.live }

    /// Puts a fresh, empty request scope in the context, and releases it once the response is written.
    ///
    /// - Parameters:
    ///   - request: The request, as the Router hands it over.
    ///   - context: The request's context, which gets the empty scope.
    ///   - next: The rest of the chain: the middleware after this one and the handler.
    /// - Returns: The response of `next`, whose body releases the scope once it is written.
    /// - Throws: What `next` throws, after the scope is released.
    @inlinable
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await respond(request, context, next)
    }

    /// How many boxes of finished requests wait for the next ones.
    package var keptBoxCount: Int { countKeptBoxes() }

    /// What `handle` does: puts a fresh, empty scope made from `seed` in the context, counted in `statistics`, and
    /// releases it once the response is written; the box comes from `pool` and goes back to it when nothing kept it.
    @inlinable
    static func respond<Seed: MiddlewareScopeSeed>(
        to request: Request,
        context: Context,
        seed: Seed,
        statistics: RequestScopeStatistics,
        pool: MiddlewareRequestScope<Seed>.Pool,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response where Seed.Context == Context {
        // The request's box, and this function's only reference to it.
        var box = RequestScopeBox(seed: seed, statistics: statistics, pool: pool)
        var scopedContext = context
        scopedContext.requestScopeSlot = RequestScopeSlot(
            access: MiddlewareRequestScope<Seed>.access(to: box.object))
        let response: Response
        do {
            response = try await next(request, scopedContext)
        } catch {
            // A `SutureHummingbirdError` is logged where the router turns it into its response (`HTTPResponseError`).
            scopedContext.requestScopeSlot.release()
            throw error
        }
        // This context's reference goes; what is left is this function's, and any a body or a task kept.
        scopedContext.requestScopeSlot = RequestScopeSlot()
        if box.isOnlyCopy() {
            // The contexts that held the scope are gone and neither the body nor a task kept one: nothing can reach
            // the scope from here on, so releasing it now is releasing it once the response is written, without
            // wrapping the body (an allocation). Recycling releases it and keeps the box, reached by nothing else, for
            // a later request.
            box.recycle(into: pool)
            return response
        }
        // A body or a task kept the context: whether or not anything has built the scope yet, it ends once the response
        // is written, so a first use after that gets the "released" error instead of a fresh scope nobody releases.
        let scope = MiddlewareRequestScope<Seed>(box: box)
        var wrapped = response
        let body = response.body
        wrapped.body = ResponseBody(contentLength: body.contentLength) { writer in
            // Written or failed, the response is done with the scope.
            defer { scope.release() }
            try await body.write(writer)
        }
        return wrapped
    }
}
