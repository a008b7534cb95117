/// The seed of a factory that needs neither the request nor its context: only the factory is kept.
@usableFromInline
struct FactorySeed<Context: RequestScopeContext>: MiddlewareScopeSeed {
    @usableFromInline let factory: @Sendable () throws -> Context.RequestScope

    @inlinable
    init(factory: @escaping @Sendable () throws -> Context.RequestScope) {
        self.factory = factory
    }

    @inlinable
    func makeScope() throws -> Context.RequestScope {
        try factory()
    }

    @usableFromInline
    var requestDescription: String? { nil }
}
