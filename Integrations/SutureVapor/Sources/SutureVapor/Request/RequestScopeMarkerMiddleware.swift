import SutureRequestScope
import Vapor

/// Gives each request its scope's marker, whose end ends the scope: `app.suture.use(...)` puts it first among the
/// Application's middleware.
///
/// The marker is an empty box in `req.storage`, stored before any other middleware or handler has the request, so
/// reaching the scope only reads it: Suture takes no lock shared between requests (Vapor's `app.storage`, where the
/// root is found, has its own). The box lives in the request's storage and goes when Vapor lets go of the request,
/// after the response has been written (a streamed body's too); its end releases a scope built in it, once, so the
/// middleware registers nothing on the response. What it runs is made where `app.suture.use(...)` is inlined,
/// specialized for the app's request scope (`SutureRoot.serveRequest`).
@usableFromInline
struct RequestScopeMarkerMiddleware: Middleware {
    @inlinable
    init() {}

    @usableFromInline
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard let root = request.application.storage[SutureRootKey.self] else { return next.respond(to: request) }
        return root.serve(request, through: next)
    }
}
