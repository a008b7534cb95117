public import Hummingbird

/// A Hummingbird request context that carries one request's scope, which `RequestScopeMiddleware` sets.
///
/// ```swift
/// struct AppContext: RequestScopeContext {
///     var coreContext: CoreRequestContextStorage
///     var requestScopeSlot = RequestScopeSlot<any BakeryRequest>()
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
/// }
/// ```
public protocol RequestScopeContext: RequestContext {
    /// What one request's bindings come from: a generated subcomponent, or a child `Container`.
    associatedtype RequestScope: Sendable

    /// Where the middleware keeps this request's scope; declare it as `RequestScopeSlot()`, empty.
    var requestScopeSlot: RequestScopeSlot<RequestScope> { get set }
}

extension RequestScopeContext {
    /// This request's scope, created on first use and released when the response is written.
    ///
    /// Throws `SutureHummingbirdError` outside a request that passed through `RequestScopeMiddleware`, or after
    /// the response was written.
    @inlinable
    public var requestScope: RequestScope {
        get throws {
            try requestScopeSlot.scope(reaching: "\(RequestScope.self)", from: Self.self)
        }
    }

    /// Where this request's scope stands, read without building it: `.notBuilt` until something reaches it, `.built`,
    /// `.released` once the response is written, or `.outsideRequest` for a context the middleware did not see.
    @inlinable
    public var requestScopePhase: RequestScopePhase { requestScopeSlot.phase }
}
