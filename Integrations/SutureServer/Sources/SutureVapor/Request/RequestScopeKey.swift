import SutureRequestScope
import Vapor

/// The `req.storage` key under which a request keeps its scope, dropped with the request.
struct RequestScopeKey: StorageKey {
    typealias Value = RequestScopeBox<any Sendable>
}
