import Suture

struct ServerSettings: Sendable {
    let name: String
}

struct RequestID: Hashable, Sendable {
    let value: Int
}

@Injectable(scope: .singleton)
final class ConnectionPool: Sendable {
    let settings: ServerSettings

    init(settings: ServerSettings) { self.settings = settings }
}

@Injectable(scope: .custom("request"))
final class RequestContext: Sendable {
    let id: RequestID
    let pool: ConnectionPool

    init(id: RequestID, pool: ConnectionPool) {
        self.id = id
        self.pool = pool
    }
}

@Injectable
final class Handler {
    let context: RequestContext
    let audit: AuditLog

    init(context: RequestContext, audit: AuditLog) {
        self.context = context
        self.audit = audit
    }
}

@Injectable
final class AuditLog {
    let pool: ConnectionPool

    init(pool: ConnectionPool) { self.pool = pool }
}

@Component(scope: .custom("request"))
protocol RequestScope {
    var handler: Handler { get }
    var context: RequestContext { get }
}

@Component
protocol Server {
    init(settings: ServerSettings)
    var pool: ConnectionPool { get }
    func request(_ id: RequestID) -> RequestScope
}
