public import Vapor

extension Request {
    /// This request's Suture scope: `try req.suture.scope(as: AppRequest.self)`, built on first use.
    public var suture: SutureRequest {
        SutureRequest(request: self)
    }
}
