import Hummingbird
import ServiceLifecycle
import SutureHummingbird
import SutureServiceLifecycle

/// The bakery server: a generated component, a request scope per request, services started in order.
public struct BakeryServer: Sendable {
    /// What the services did, in order.
    public let events: ServerEvents
    private let bakery: SutureBakery
    private let requestScopes: RequestScopeMiddleware<BakeryContext>

    /// Builds the graph; nothing is served until `application(host:port:)` runs.
    public init(events: ServerEvents = ServerEvents()) {
        let bakery = SutureBakery(events: events)
        self.events = events
        self.bakery = bakery
        self.requestScopes = RequestScopeMiddleware { request in
            bakery.request(Visit(request: "\(request.method) \(request.uri.path)"))
        }
    }

    /// Request scopes built and not yet released: zero once every response has been written.
    public var liveRequestScopes: Int { requestScopes.liveScopeCount }

    /// The Hummingbird application: the services start in dependency order before the server takes a request,
    /// and stop in reverse after it.
    public func application(host: String = "127.0.0.1", port: Int) -> some ApplicationProtocol {
        let router = Router(context: BakeryContext.self)
        router.add(middleware: requestScopes)
        BakeryRoutes.add(to: router, bakery: bakery)
        let services = ServiceGraph(bakery.services)
        var application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            services: services.services
        )
        application.beforeServerStarts { try await services.waitUntilStarted() }
        return application
    }
}
