import Suture

struct ServerSettings: Sendable {
    let name: String
}

struct RequestID: Hashable, Sendable {
    let value: Int
}

/// Records what the server builds, so a test can see when an eager singleton is made.
final class BuildLog: @unchecked Sendable {
    private(set) var built: [String] = []

    func record(_ name: String) { built.append(name) }
}

@Injectable(scope: .singleton, eager: true)
final class ConnectionPool: Sendable {
    let settings: ServerSettings

    init(settings: ServerSettings, log: BuildLog) {
        self.settings = settings
        log.record("ConnectionPool")
    }
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
protocol Server: Sendable {
    init(settings: ServerSettings, log: BuildLog)
    var pool: ConnectionPool { get }
    func request(_ id: RequestID) -> any RequestScope
}
