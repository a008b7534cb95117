import Synchronization
import Vapor

/// The `Request` a request's child container hands out, held weakly: the request keeps its container, so the
/// container must not keep the request.
final class RequestReference: Sendable {
    private let reference: Mutex<WeakRequest>
    private let description: String

    private struct WeakRequest: Sendable {
        weak var request: Request?
    }

    init(_ request: Request) {
        self.reference = Mutex(WeakRequest(request: request))
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
