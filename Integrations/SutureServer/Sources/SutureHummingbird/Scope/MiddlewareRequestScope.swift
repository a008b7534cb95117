import Hummingbird
import SutureRequestScope

/// One request's scope as `RequestScopeMiddleware` gives it: a box that keeps the middleware's factory, the request
/// and the context the middleware received, and makes the scope from them on first use.
///
/// The box is the request's only allocation for its scope: the factory's inputs are kept in it, not in a closure.
@usableFromInline
struct MiddlewareRequestScope<Context: RequestScopeContext>: Sendable {
    /// What the box keeps to make the scope.
    @usableFromInline
    struct Seed: Sendable {
        @usableFromInline let makeScope: @Sendable (Request, Context) throws -> Context.RequestScope
        @usableFromInline let request: Request
        @usableFromInline let context: Context

        @inlinable
        init(
            makeScope: @escaping @Sendable (Request, Context) throws -> Context.RequestScope,
            request: Request,
            context: Context
        ) {
            self.makeScope = makeScope
            self.request = request
            self.context = context
        }
    }

    @usableFromInline var box: RequestScopeBox<Seed, Context.RequestScope>

    /// An empty scope for `request`, made on first use by `makeScope(request, context)` and counted in `statistics`.
    @inlinable
    init(
        request: Request,
        context: Context,
        statistics: RequestScopeStatistics,
        makeScope: @escaping @Sendable (Request, Context) throws -> Context.RequestScope
    ) {
        box = RequestScopeBox(
            seed: Seed(makeScope: makeScope, request: request, context: context),
            statistics: statistics
        )
    }

    /// How a context's slot reaches this scope.
    @inlinable
    var access: RequestScopeAccess<Context.RequestScope> {
        RequestScopeAccess(box: box.object, reach: Self.scope(in:reaching:from:), release: Self.release(in:))
    }

    /// Releases the scope of the box `object`, which `access` made.
    @inlinable
    static func release(in object: AnyObject) {
        MiddlewareRequestScope(object: object).release()
    }

    /// The scope of the box `object`, which `access` made.
    @inlinable
    static func scope(
        in object: AnyObject,
        reaching binding: () -> String,
        from context: Any.Type
    ) throws -> Context.RequestScope {
        try MiddlewareRequestScope(object: object).scope(reaching: binding, from: context)
    }

    @inlinable
    init(box: RequestScopeBox<Seed, Context.RequestScope>) {
        self.box = box
    }

    /// The scope whose box `object` is, as `object` returned it.
    @inlinable
    init(object: AnyObject) {
        self.init(box: RequestScopeBox(unsafelyCasting: object))
    }

    /// The scope's box, type-erased: one reference, whose uniqueness the middleware checks.
    @inlinable
    var object: AnyObject { box.object }

    /// The boxes a middleware keeps for its next requests.
    @usableFromInline typealias Pool = RequestScopeBoxPool<Seed, Context.RequestScope>

    /// The box of a new, empty scope, from `pool` when it keeps one; no other reference to it is left.
    @inlinable
    static func box(
        request: Request,
        context: Context,
        statistics: RequestScopeStatistics,
        pool: Pool,
        makeScope: @escaping @Sendable (Request, Context) throws -> Context.RequestScope
    ) -> RequestScopeBox<Seed, Context.RequestScope> {
        RequestScopeBox(
            seed: Seed(makeScope: makeScope, request: request, context: context),
            statistics: statistics,
            pool: pool
        )
    }

    /// How a context's slot reaches the scope whose box `object` is.
    @inlinable
    static func access(to object: AnyObject) -> RequestScopeAccess<Context.RequestScope> {
        MiddlewareRequestScope(object: object).access
    }

    /// The request's scope, built on first use, or the error that says it was released; `binding` and `context` name
    /// what asked, for that message only.
    @inlinable
    func scope(reaching binding: () -> String, from context: Any.Type) throws -> Context.RequestScope {
        try box.scope(
            orMake: { seed in try seed.pointee.makeScope(seed.pointee.request, seed.pointee.context) },
            released: { seed in Self.afterResponse(reaching: binding(), from: context, request: seed.pointee.request) },
            // The factory gets the context as the middleware received it, without this scope: it cannot reach it.
            reachedWhileMade: { _ in RequestScopeReachedWhileMade(scope: "\(Context.RequestScope.self)") }
        )
    }

    /// The error for a use after the response, formatted only then.
    @usableFromInline
    static func afterResponse(reaching binding: String, from context: Any.Type, request: Request) -> RequestScopeError {
        RequestScopeError(
            kind: .afterResponse,
            binding: binding,
            context: "\(context)",
            request: "\(request.method) \(request.uri.path)"
        )
    }

    /// Whether the scope has been built and not yet released.
    @inlinable
    var isCreated: Bool { box.isCreated }

    /// Drops the scope; later uses throw `RequestScopeError.Kind.afterResponse`.
    @inlinable
    func release() { box.release() }
}
