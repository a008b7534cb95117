import Suture

/// What the app's components refine: modules install themselves here.
protocol AppScope {}

protocol HTTPClient: Sendable {
    func get(_ path: String) -> String
}

struct URLSessionClient: HTTPClient {
    func get(_ path: String) -> String { "fetched \(path)" }
}

@Module(installIn: [AppScope.self])
enum NetworkModule {
    @Provides(scope: .singleton)
    static func client() -> any HTTPClient { URLSessionClient() }
}

@Injectable
final class Feed {
    let client: any HTTPClient

    init(client: any HTTPClient) { self.client = client }
}

@Component
protocol App: AppScope {
    var feed: Feed { get }
}

// The test leaves the real network out, but forgot the module with its fake.
@Component(omitting: [NetworkModule.self])
protocol TestApp: AppScope {
    var feed: Feed { get }
}
