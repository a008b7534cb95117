public import Hummingbird

/// The seed of a factory that takes the request and the context the middleware received: both are kept.
@usableFromInline
struct RequestAndContextSeed<Context: RequestScopeContext>: MiddlewareScopeSeed {
    @usableFromInline let factory: @Sendable (Request, Context) throws -> Context.RequestScope
    @usableFromInline let request: Request
    @usableFromInline let context: Context

    @inlinable
    init(
        factory: @escaping @Sendable (Request, Context) throws -> Context.RequestScope,
        request: Request,
        context: Context
    ) {
        self.factory = factory
        self.request = request
        self.context = context
    }

    @inlinable
    func makeScope() throws -> Context.RequestScope {
        try factory(request, context)
    }

    @usableFromInline
    var requestDescription: String? { "\(request.method) \(request.uri.path)" }
}
