public import Hummingbird

/// The seed of a factory that takes the request only: the request is kept, the context is not.
@usableFromInline
struct RequestSeed<Context: RequestScopeContext>: MiddlewareScopeSeed {
    @usableFromInline let factory: @Sendable (Request) throws -> Context.RequestScope
    @usableFromInline let request: Request

    @inlinable
    init(factory: @escaping @Sendable (Request) throws -> Context.RequestScope, request: Request) {
        self.factory = factory
        self.request = request
    }

    @inlinable
    func makeScope() throws -> Context.RequestScope {
        try factory(request)
    }

    @usableFromInline
    var requestDescription: String? { "\(request.method) \(request.uri.path)" }
}
