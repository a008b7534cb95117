/// The place in a request context where `RequestScopeMiddleware` puts the request's scope.
///
/// A context declares it empty, `RequestScopeSlot()`; the middleware fills it for each request, and a
/// scope reached through an empty slot throws `RequestScopeError` instead of building anything.
public struct RequestScopeSlot<RequestScope: Sendable>: Sendable {
    let box: RequestScopeBox<RequestScope>?

    /// An empty slot, as a context declares it.
    public init() {
        self.box = nil
    }

    init(box: RequestScopeBox<RequestScope>) {
        self.box = box
    }

    /// The request's scope, built on first use, or the error that says why there is none.
    func scope(reaching binding: String, from context: Any.Type) throws -> RequestScope {
        guard let box else {
            throw RequestScopeError(
                kind: .outsideRequest,
                binding: binding,
                context: "\(context)",
                request: nil
            )
        }
        return try box.scope(reaching: binding, from: context)
    }
}
