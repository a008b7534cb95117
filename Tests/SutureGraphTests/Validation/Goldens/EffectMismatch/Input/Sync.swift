import Suture

struct Credentials: Sendable {
    let token: String
}

@Injectable(scope: .singleton)
final class Database: Sendable {
    init() throws {}
}

@Injectable
final class Session: Sendable {
    init() async {}
}

@Injectable
final class Repository: Sendable {
    let database: Database

    init(database: Database) { self.database = database }
}

@Injectable
final class SyncEngine {
    let repository: Repository
    let session: Lazy<Session>
    let sessions: Provider<Session>

    init(repository: Repository, session: Lazy<Session>, sessions: Provider<Session>) {
        self.repository = repository
        self.session = session
        self.sessions = sessions
    }
}

@Module
enum SyncModule {
    @Provides
    static func credentials() async throws -> Credentials { Credentials(token: "secret") }
}

@Component(modules: [SyncModule.self])
protocol SyncApp {
    var engine: SyncEngine { get }
    var repository: Repository { get throws }
    var credentials: Credentials { get throws }
    func session() -> Session
    func database() async throws -> Database
}
