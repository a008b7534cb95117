import Suture

protocol Interceptor: Sendable {
    func intercept(_ request: String) -> String
}

struct AuthInterceptor: Interceptor {
    func intercept(_ request: String) -> String { "authorized \(request)" }
}

struct RetryInterceptor: Interceptor {
    func intercept(_ request: String) -> String { "retried \(request)" }
}

struct Logger: Sendable {
    let prefix: String
}

@Module
enum NetworkingModule {
    @Provides
    static func logger() -> Logger { Logger(prefix: "network") }

    @Provides(into: .set)
    static func auth() -> any Interceptor { AuthInterceptor() }
}

@Module
enum CoreModule {
    @Provides(into: .set)
    static func retry() -> any Interceptor { RetryInterceptor() }
}

@Injectable
final class APIClient {
    let interceptors: [any Interceptor]
    let logger: Logger?

    init(interceptors: [any Interceptor], logger: Logger?) {
        self.interceptors = interceptors
        self.logger = logger
    }
}

@Injectable
final class Uploader {
    let logger: Logger

    init(logger: Logger = Logger(prefix: "upload")) { self.logger = logger }
}

@Component(modules: [CoreModule.self])
protocol App {
    var client: APIClient { get }
    var uploader: Uploader { get }
}

@Component(modules: [CoreModule.self], omitting: [NetworkingModule.self])
protocol OfflineApp {
    var client: APIClient { get }
}
