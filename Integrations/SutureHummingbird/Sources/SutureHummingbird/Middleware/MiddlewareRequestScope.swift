import Hummingbird
import SutureRequestScope

/// One request's scope as `RequestScopeMiddleware` gives it: a box that keeps what makes the scope — the factory, and
/// the request and context the middleware received when the factory takes them — and makes the scope on first use.
///
/// The box is the request's only allocation for its scope, and none once the middleware keeps boxes of finished
/// requests: the factory's inputs are kept in it, not in a closure.
@usableFromInline
struct MiddlewareRequestScope<Seed: MiddlewareScopeSeed>: Sendable {
    /// The context whose scope this is.
    @usableFromInline typealias Context = Seed.Context
    /// The boxes a middleware keeps for its next requests.
    @usableFromInline typealias Pool = RequestScopeBoxPool<Seed, Context.RequestScope>

    @usableFromInline var box: RequestScopeBox<Seed, Context.RequestScope>

    @inlinable
    init(box: RequestScopeBox<Seed, Context.RequestScope>) {
        self.box = box
    }

    /// The scope whose box `object` is, as `object` returned it.
    @inlinable
    init(object: AnyObject) {
        self.init(box: RequestScopeBox(unsafelyCasting: object))
    }

    /// How a context's slot reaches the scope whose box `object` is.
    @inlinable
    static func access(to object: AnyObject) -> RequestScopeAccess<Context.RequestScope> {
        RequestScopeAccess(
            box: object, reach: Self.scope(in:reaching:from:), release: Self.release(in:), phase: Self.phase(in:))
    }

    /// Where the scope of the box `object`, which `access` made, stands.
    @inlinable
    static func phase(in object: AnyObject) -> RequestScopePhase {
        switch MiddlewareRequestScope(object: object).box.stage {
        case .idle, .making: .notBuilt
        case .created: .built
        case .released: .released
        }
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

    /// The request's scope, built on first use, or the error that says it was released; `binding` and `context` name
    /// what asked, for that message only.
    @inlinable
    func scope(reaching binding: () -> String, from context: Any.Type) throws -> Context.RequestScope {
        try box.scope(
            orMake: { seed in try seed.pointee.makeScope() },
            released: { seed in
                Self.afterResponse(reaching: binding(), from: context, request: seed.pointee.requestDescription)
            },
            // The factory gets the context as the middleware received it, without this scope: it cannot reach it.
            reachedWhileMade: { _ in RequestScopeReachedDuringCreation(scope: "\(Context.RequestScope.self)") }
        )
    }

    /// The error for a use after the response, formatted only then.
    @usableFromInline
    static func afterResponse(reaching binding: String, from context: Any.Type, request: String?)
        -> SutureHummingbirdError
    {
        SutureHummingbirdError(kind: .afterResponse, binding: binding, context: "\(context)", request: request)
    }

    /// Drops the scope; later uses throw `SutureHummingbirdError.Kind.afterResponse`.
    @inlinable
    func release() { box.release() }
}
