import SutureRequestScope
import Vapor

/// The `Request` a request's child container hands out, held weakly: the request keeps its container, so the
/// container must not keep the request.
struct RequestReference: Sendable {
    private let reference: Guarded<WeakRequest>
    private let description: String

    private struct WeakRequest {
        weak var request: Request?
    }

    init(_ request: Request) {
        self.reference = Guarded(WeakRequest(request: request))
        self.description = "\(request.method) \(request.url.path)"
    }

    /// The request, or an error when Vapor has already let go of it.
    func request() throws -> Request {
        guard let request = reference.withLock({ $0.request }) else {
            throw SutureVaporError(
                kind: .requestEnded, binding: "Request", expected: "Request", configured: nil, request: description)
        }
        return request
    }
}
