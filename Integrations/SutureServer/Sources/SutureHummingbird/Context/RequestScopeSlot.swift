/// The place in a request context where `RequestScopeMiddleware` puts the request's scope.
///
/// A context declares it empty, `RequestScopeSlot()`; the middleware fills it for each request, and a
/// scope reached through an empty slot throws `RequestScopeError` instead of building anything.
public struct RequestScopeSlot<RequestScope: Sendable>: Sendable {
    /// The request's scope, made on first use; nil in an empty slot.
    private let source: (any RequestScopeSource<RequestScope>)?

    /// An empty slot, as a context declares it.
    public init() {
        self.source = nil
    }

    /// A slot filled by the middleware.
    init(source: some RequestScopeSource<RequestScope>) {
        self.source = source
    }

    /// The request's scope, built on first use, or the error that says why there is none.
    /// `binding` names what asked, for messages only: it is not formatted unless there is an error.
    func scope(reaching binding: @autoclosure () -> String, from context: Any.Type) throws -> RequestScope {
        guard let source else {
            throw RequestScopeError(
                kind: .outsideRequest,
                binding: binding(),
                context: "\(context)",
                request: nil
            )
        }
        return try source.scope(reaching: binding, from: context)
    }
}
