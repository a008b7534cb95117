import SutureRequestScope

/// The place in a request context where `RequestScopeMiddleware` puts the request's scope.
///
/// A context declares it empty, `RequestScopeSlot()`; the middleware fills it for each request, and a
/// scope reached through an empty slot throws `RequestScopeError` instead of building anything.
public struct RequestScopeSlot<RequestScope: Sendable>: Sendable {
    /// The request's box, and how to make its scope; nil in an empty slot.
    let box: RequestScopeBox<RequestScope>?
    private let makeScope: (@Sendable () throws -> RequestScope)?
    /// `GET /cart`, for messages.
    private let request: String

    /// An empty slot, as a context declares it.
    public init() {
        self.box = nil
        self.makeScope = nil
        self.request = ""
    }

    init(
        box: RequestScopeBox<RequestScope>,
        request: String,
        makeScope: @escaping @Sendable () throws -> RequestScope
    ) {
        self.box = box
        self.request = request
        self.makeScope = makeScope
    }

    /// The request's scope, built on first use, or the error that says why there is none.
    /// `binding` names what asked, for messages only: it is not formatted unless there is an error.
    func scope(reaching binding: @autoclosure () -> String, from context: Any.Type) throws -> RequestScope {
        guard let box, let makeScope else {
            throw RequestScopeError(
                kind: .outsideRequest,
                binding: binding(),
                context: "\(context)",
                request: nil
            )
        }
        let request = self.request
        return try box.scope(orMake: makeScope) {
            RequestScopeError(kind: .afterResponse, binding: binding(), context: "\(context)", request: request)
        }
    }
}
