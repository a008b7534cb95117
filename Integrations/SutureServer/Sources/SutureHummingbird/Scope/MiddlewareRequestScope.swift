import Hummingbird
import SutureRequestScope

/// One request's scope as `RequestScopeMiddleware` gives it: a box that keeps the middleware's factory, the request
/// and the context the middleware received, and makes the scope from them on first use.
///
/// The box is the request's only allocation for its scope: the factory's inputs are kept in it, not in a closure.
struct MiddlewareRequestScope<Context: RequestScopeContext>: RequestScopeSource {
    /// What the box keeps to make the scope.
    struct Seed: Sendable {
        let makeScope: @Sendable (Request, Context) throws -> Context.RequestScope
        let request: Request
        let context: Context
    }

    private var box: RequestScopeBox<Seed, Context.RequestScope>

    /// An empty scope for `request`, made on first use by `makeScope(request, context)` and counted in `statistics`.
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

    func scope(reaching binding: () -> String, from context: Any.Type) throws -> Context.RequestScope {
        try box.scope(orMake: { seed in try seed.makeScope(seed.request, seed.context) }) { seed in
            RequestScopeError(
                kind: .afterResponse,
                binding: binding(),
                context: "\(context)",
                request: "\(seed.request.method) \(seed.request.uri.path)"
            )
        }
    }

    /// Whether the scope has been built and not yet released.
    var isCreated: Bool { box.isCreated }

    /// Whether no copy of this scope is left but this one: no context, body or task of the request can reach it.
    mutating func isOnlyCopy() -> Bool { box.isOnlyCopy() }

    /// Drops the scope; later uses throw `RequestScopeError.Kind.afterResponse`.
    func release() { box.release() }
}
