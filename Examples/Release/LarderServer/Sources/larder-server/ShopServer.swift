import Hummingbird
import HummingbirdTesting
import SutureHummingbird

/// The request context: Hummingbird's own state, and the slot for the request's `ShopRequest`.
struct ShopContext: RequestScopeContext {
    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<any ShopRequest>()

    init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}

/// The shop served in memory: one request, its scope made by the middleware, its answer printed.
enum ShopServer {
    static func run() async throws {
        let shop = SutureShop()
        let router = Router(context: ShopContext.self)
        router.add(middleware: RequestScopeMiddleware { request in shop.request(Visit(path: request.uri.path)) })
        router.get("jars") { _, context in
            try context.requestScope.sale.receipt()
        }
        let application = Application(router: router)
        try await application.test(.router) { client in
            try await client.execute(uri: "/jars", method: .get) { response in
                print("\(response.status.code) \(String(buffer: response.body))")
            }
        }
    }
}
