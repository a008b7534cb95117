/// Why a Suture root or request scope could not be reached in a Vapor app: none was configured on the Application,
/// or it is not of the type asked for.
public struct SutureVaporError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// No root was configured on the Application: `app.suture.use(...)` was never called.
        case notConfigured
        /// The request scope was asked for as another type than the one the configured root makes.
        case requestScopeMismatch
        /// The root was asked for as another type than the one configured.
        case rootMismatch
        /// A request's child container was asked for its `Request` after Vapor had let go of the request.
        case requestEnded
        /// The closure given to `app.suture.use(...)` asked `req.suture` for the request scope it was making.
        case reachedWhileMade
        /// A request's scope was reached after it had been released. Not thrown any more: a request's scope lives as
        /// long as the request, so a task that kept the request reaches the same scope.
        case afterResponse
        /// The Application booted with the synchronous `boot()`, which cannot wait for `runServices(_:)`'s services
        /// to start.
        case synchronousBoot
    }

    /// What went wrong.
    public let kind: Kind
    /// What was reached: a binding's type (and name), the request scope's type, or the root's type.
    public let binding: String
    /// The type the request scope or the root was asked for as.
    public let expected: String
    /// The type of the configured request scope or root, when one was configured.
    public let configured: String?
    /// The request, `GET /cart`, when there was one.
    public let request: String?

    /// The message, with what was reached, where, and the fix.
    public var description: String {
        let place = request.map { "in \($0)" } ?? "through app.suture"
        let configured = configured ?? "not configured"
        switch kind {
        case .notConfigured:
            return "\(binding) was reached \(place), but no Suture root was configured on the Application, so there "
                + "is no request scope. Fix: call app.suture.use(root) { root, req in ... } with the root component, "
                + "or app.suture.use(container) { req in ... } with a Container, in configure(_:) before the app "
                + "serves requests."
        case .requestScopeMismatch:
            let what =
                binding == expected
                ? "The request scope was asked for as \(expected) \(place)"
                : "\(binding) was reached \(place) through a request scope of type \(expected)"
            return "\(what), but the Application's request scope is \(configured). Fix: reach it through "
                + "req.suture.scope(as: \(configured).self), or pass app.suture.use(...) a root whose request scope "
                + "is \(expected)."
        case .rootMismatch:
            return "The Suture root was asked for as \(expected) \(place), but the Application's root is "
                + "\(configured). Fix: ask for app.suture.root(as: \(configured).self), or pass a \(expected) to "
                + "app.suture.use(...)."
        case .synchronousBoot:
            return "The Application booted with boot(), which cannot wait for the services of "
                + "app.suture.runServices(...) to start, so it would serve with none of them started. Fix: boot with "
                + "try await app.asyncBoot() (app.execute() does); in a test, call it before app.testing()."
        case .reachedWhileMade:
            return "\(binding) was reached \(place) while its request scope was being made: the closure given to "
                + "app.suture.use(...) asked req.suture for the scope it was making. Fix: make the request scope from "
                + "what the request holds (req.url, req.headers, req.auth), and reach request-scoped bindings in route "
                + "handlers, once it is made."
        case .afterResponse:
            return "\(binding) was reached after the response to \(request ?? "the request") was returned, when its "
                + "request scope had been released. Fix: resolve what outlives the response (a Task, a stream) before "
                + "the handler returns, and pass that instead of the request."
        case .requestEnded:
            return "\(binding) was resolved from the container of \(request ?? "a request") after the request had "
                + "ended. Fix: resolve what must outlive the request (a Task, a stream) before the handler returns, "
                + "and pass that instead of the request's container."
        }
    }
}
