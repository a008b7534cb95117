import Vapor

/// What a Vapor developer writes by hand to make a request's dependencies only when used: a middleware that puts an
/// empty per-request class in `req.storage`, which builds each dependency on its first use.
struct HandWrittenLazyScopeMiddleware: Middleware {
    let root: ShopRoot

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        request.storage[HandWrittenLazyScopeKey.self] = HandWrittenLazyRequestScope(root: root)
        return next.respond(to: request)
    }
}
