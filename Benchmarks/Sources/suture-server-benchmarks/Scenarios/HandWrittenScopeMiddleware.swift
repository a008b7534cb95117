import Vapor

/// What a Vapor developer writes by hand without Suture: a middleware that builds the per-request struct and puts it in
/// `req.storage` for the handler.
struct HandWrittenScopeMiddleware: Middleware {
    let root: ShopRoot

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        request.storage[HandWrittenScopeKey.self] = HandWrittenRequestScope(root: root)
        return next.respond(to: request)
    }
}
