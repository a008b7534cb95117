import Suture

struct ServerSettings: Sendable {
    let name: String
}

struct RequestID: Hashable, Sendable {
    let value: Int
}

@Injectable(scope: .custom("request"))
final class RequestContext: Sendable {
    let id: RequestID

    init(id: RequestID) { self.id = id }
}

@Injectable(scope: .singleton)
final class Metrics: Sendable {
    let context: RequestContext
    let settings: ServerSettings

    init(context: RequestContext, settings: ServerSettings) {
        self.context = context
        self.settings = settings
    }
}

@Injectable(scope: .singleton)
final class RequestLog: Sendable {
    let id: RequestID

    init(id: RequestID) { self.id = id }
}

@Injectable
final class Handler {
    let context: RequestContext
    let metrics: Metrics
    let log: RequestLog

    init(context: RequestContext, metrics: Metrics, log: RequestLog) {
        self.context = context
        self.metrics = metrics
        self.log = log
    }
}

@Component(scope: .custom("request"))
protocol RequestScope {
    var handler: Handler { get }
}

@Component
protocol Server {
    init(settings: ServerSettings)
    var metrics: Metrics { get }
    var context: RequestContext { get }
    func request(_ id: RequestID) -> RequestScope
}
