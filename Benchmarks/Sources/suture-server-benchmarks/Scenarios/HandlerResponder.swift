import Synchronization
import Vapor

/// The end of a benchmark's responder chain: runs a handler's work and answers with an empty response, counting the
/// requests whose work threw, so that a scenario can fail when one did.
struct HandlerResponder: Responder {
    /// Requests whose work threw, across every `HandlerResponder`.
    static let failures = Atomic<Int>(0)

    let handle: @Sendable (Request) throws -> Void

    func respond(to request: Request) -> EventLoopFuture<Response> {
        do {
            try handle(request)
        } catch {
            Self.failures.add(1, ordering: .relaxed)
        }
        return request.eventLoop.makeSucceededFuture(Response())
    }
}
