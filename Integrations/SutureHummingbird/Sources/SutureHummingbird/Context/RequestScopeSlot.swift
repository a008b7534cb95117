/// The place in a request context where `RequestScopeMiddleware` puts the request's scope.
///
/// A context declares it empty, `RequestScopeSlot()`; the middleware fills it for each request, and a
/// scope reached through an empty slot throws `SutureHummingbirdError` instead of building anything.
public struct RequestScopeSlot<RequestScope: Sendable>: Sendable {
    /// The way to the request's scope, made on first use; nil in an empty slot.
    @usableFromInline let access: RequestScopeAccess<RequestScope>?

    /// An empty slot, as a context declares it.
    public init() {
        self.access = nil
    }

    /// A slot filled by the middleware.
    @inlinable
    init(access: RequestScopeAccess<RequestScope>) {
        self.access = access
    }

    /// The request's scope, built on first use, or the error that says why there is none.
    ///
    /// `binding` names what asked, for messages only: it is not formatted unless there is an error.
    @inlinable
    func scope(reaching binding: @autoclosure () -> String, from context: Any.Type) throws -> RequestScope {
        guard let access else { throw Self.outsideRequest(reaching: binding(), from: context) }
        return try access.reach(access.box, binding, context)
    }

    /// Where the request's scope stands, read without building it.
    @inlinable
    var phase: RequestScopePhase {
        guard let access else { return .outsideRequest }
        return access.phase(access.box)
    }

    /// Releases the request's scope, if the slot is filled: later uses throw `SutureHummingbirdError.Kind.afterResponse`.
    @inlinable
    func release() {
        if let access { access.release(access.box) }
    }

    /// The error for a use through an empty slot, formatted only then.
    @usableFromInline
    static func outsideRequest(reaching binding: String, from context: Any.Type) -> SutureHummingbirdError {
        SutureHummingbirdError(kind: .outsideRequest, binding: binding, context: "\(context)", request: nil)
    }
}
