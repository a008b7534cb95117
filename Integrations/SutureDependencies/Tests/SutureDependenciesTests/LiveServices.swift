import Dependencies
import Suture
import SutureDependencies

// A TCA-style app: the reducer reads `@Dependency(\.apiClient)`, and Suture's component builds the live client.

/// The server the live client talks to; Suture builds one per component.
@Injectable(scope: .singleton)
final class BakeryServer: Sendable {
    let stock = ["rye": 12, "spelt": 4]

    init() {}

    func loaves(of grain: String) -> Int {
        stock[grain, default: 0]
    }
}

/// The client a reducer depends on: closures, as swift-dependencies clients are written.
struct APIClient: Sendable {
    var loaves: @Sendable (_ grain: String) async throws -> Int
}

/// How the live client is built from the server.
@Module
enum ClientModule {
    @Provides
    static func apiClient(server: BakeryServer) -> APIClient {
        APIClient(loaves: { grain in server.loaves(of: grain) })
    }
}

/// The app's live services; SutureBuildPlugin generates `SutureLiveServices`.
@Component(modules: [ClientModule.self])
protocol LiveServices: Sendable {
    var apiClient: APIClient { get }
    var server: BakeryServer { get }
}

/// The app's one component, shared by every key it serves.
enum App {
    static let services = SutureLiveServices()
}

extension APIClient: ComponentDependencyKey {
    static var liveComponent: SutureLiveServices { App.services }
    static func liveValue(from services: SutureLiveServices) -> APIClient { services.apiClient }
}

extension DependencyValues {
    var apiClient: APIClient {
        get { self[APIClient.self] }
        set { self[APIClient.self] = newValue }
    }
}
