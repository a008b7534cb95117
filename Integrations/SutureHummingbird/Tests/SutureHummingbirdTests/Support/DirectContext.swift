import Hummingbird
import Logging
import SutureHummingbird
import SutureServerTestSupport

/// A request context made without a server, for tests that call `RequestScopeMiddleware.handle` themselves and write
/// the response body when they choose.
struct DirectContext: RequestScopeContext {
    /// Where a direct context comes from: a logger, and no channel.
    struct Source: RequestContextSource {
        let logger = Logger(label: "SutureHummingbirdTests")
    }

    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<any ShopRequest>()

    init(source: Source) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }

    /// A context for one request.
    init() {
        self.init(source: Source())
    }
}

/// `GET path`, with no body.
func directRequest(_ path: String) -> Request {
    Request(
        head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path),
        body: RequestBody(buffer: ByteBuffer())
    )
}
