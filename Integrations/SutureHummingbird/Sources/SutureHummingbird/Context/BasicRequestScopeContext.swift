public import Hummingbird

/// A ready-made request context with a request scope, for apps that need nothing else in their context.
///
/// ```swift
/// let router = Router(context: BasicRequestScopeContext<Container>.self)
/// ```
public struct BasicRequestScopeContext<RequestScope: Sendable>: RequestScopeContext {
    /// Hummingbird's own per-request state: logger, parameters, endpoint path.
    public var coreContext: CoreRequestContextStorage
    /// Where `RequestScopeMiddleware` puts the request's scope.
    public var requestScopeSlot = RequestScopeSlot<RequestScope>()

    /// Creates the context Hummingbird makes for each request.
    ///
    /// - Parameter source: What Hummingbird gives each request's context: its channel and logger.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}
