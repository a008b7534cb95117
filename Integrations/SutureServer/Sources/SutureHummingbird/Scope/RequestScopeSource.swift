/// Where a filled `RequestScopeSlot` gets its request's scope, whatever the middleware's context type.
protocol RequestScopeSource<RequestScope>: Sendable {
    /// What one request's bindings come from.
    associatedtype RequestScope: Sendable

    /// The request's scope, built on first use, or the error that says it was released; `binding` and `context` name
    /// what asked, for that message only.
    func scope(reaching binding: () -> String, from context: Any.Type) throws -> RequestScope
}
