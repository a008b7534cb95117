import Suture

struct ConfigurationMissing: Error {}

@Injectable
struct KeyStore {
    let keys: [String]

    init() throws {
        keys = ["primary"]
    }
}

@Injectable(scope: .singleton)
final class Signer: Sendable {
    let key: String

    init(store: KeyStore) throws {
        guard let first = store.keys.first else { throw ConfigurationMissing() }
        key = first
    }
}

@Injectable
struct RemoteProfile: Sendable {
    let name: String

    init(signer: Signer) async {
        await Task.yield()
        name = "signed with \(signer.key)"
    }
}

@Injectable(scope: .singleton)
final class TokenCache: Sendable {
    let token: String

    init(signer: Signer) async throws {
        await Task.yield()
        token = "token for \(signer.key)"
    }
}

@Injectable
final class Session {
    let signer: Lazy<Signer>

    init(signer: Lazy<Signer>) { self.signer = signer }
}

@Component
protocol Security: Sendable {
    var signer: Signer { get throws }
    func profile() async throws -> RemoteProfile
    func tokens() async throws -> TokenCache
    var session: Session { get }
}

@MainActor
@Injectable
final class ScreenModel {
    let title: String

    init(session: Session) { title = "Welcome" }
}

@MainActor
@Component
protocol Screens {
    var model: ScreenModel { get }
}
