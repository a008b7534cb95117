import SutureRequestScope
import Vapor

/// Gives each request its scope's marker and ends the scope once the app has returned its response, so that a task
/// that kept the request cannot reach the scope afterwards, not even for the first time: `app.suture.use(...)` puts it
/// first among the Application's middleware.
///
/// The marker is an empty box in `req.storage`, stored before any other middleware or handler has the request, so
/// reaching the scope only reads it, and ending it releases the box the middleware made, without a look-up: Suture
/// takes no lock shared between requests (Vapor's `app.storage`, where the root is found, has its own). What the
/// middleware runs is made where `app.suture.use(...)` is inlined, specialized for the app's request scope
/// (`SutureRoot.serveRequest`). A scope built while handling the request is released when the response is returned,
/// before Vapor writes it; a box never used is released empty, so a later first reach throws. A streamed body is
/// written after the response is returned and may reach the scope while it writes, so its request keeps the scope
/// until Vapor lets go of the request.
@usableFromInline
struct RequestScopeEndMiddleware: Middleware {
    @inlinable
    init() {}

    @usableFromInline
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard let root = request.application.storage[SutureRootKey.self] else { return next.respond(to: request) }
        return root.serve(request, through: next)
    }
}

extension Response.Body {
    /// Whether the body is written by a stream after the response is returned, rather than held whole.
    ///
    /// A stream's length is -1 unless its maker gave one; a body held whole that is not empty has a buffer (built for
    /// a string or data held otherwise, which only a body of known length pays for).
    @inlinable
    var isStreamed: Bool {
        let length = count
        if length == -1 { return true }
        return length > 0 && buffer == nil
    }
}
