/// Why a request-scoped binding could not be reached: there was no request scope, or it had been released.
///
/// Named like `SutureVaporError`, the Vapor integration's error.
public struct SutureHummingbirdError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The context did not pass through `RequestScopeMiddleware`: a handler without it, or code outside a request.
        case outsideRequest
        /// The response had been written and the scope released: a task or stream kept the context too long.
        case afterResponse
    }

    /// What went wrong.
    public let kind: Kind
    /// What was asked for: the binding's type (and name), or the request scope's type.
    public let binding: String
    /// The request context's type.
    public let context: String
    /// The request, `GET /cart`, when there was one.
    public let request: String?

    /// The message, with the binding, the request and the fix.
    public var description: String {
        switch kind {
        case .outsideRequest:
            "\(binding) was reached outside a request: this \(context) did not pass through RequestScopeMiddleware, "
                + "so it has no request scope. Fix: add RequestScopeMiddleware<\(context)> to the router before the "
                + "routes that reach \(binding) (router.add(middleware:)); outside a request, ask the root component "
                + "or container instead."
        case .afterResponse:
            "\(binding) was reached after the response to \(request ?? "the request") was written, when its request "
                + "scope had been released. Fix: resolve what outlives the response (a Task, a stream) before the "
                + "handler returns, and pass that instead of the context."
        }
    }
}

/// The former name of `SutureHummingbirdError`.
@available(*, deprecated, renamed: "SutureHummingbirdError")
public typealias RequestScopeError = SutureHummingbirdError
