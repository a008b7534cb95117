import Suture

struct UserID: Hashable, Sendable {
    let value: String
}

struct Path: Sendable {
    let value: String
}

@Injectable(scope: .singleton)
final class Clock: Sendable {
    init() {}
}

@Injectable(scope: .custom("session"))
final class SessionStore: Sendable {
    let user: UserID
    let clock: Clock

    init(user: UserID, clock: Clock) {
        self.user = user
        self.clock = clock
    }
}

@Injectable
final class Formatter: Sendable {
    let clock: Clock

    init(clock: Clock) { self.clock = clock }
}

@Injectable(scope: .custom("request"))
final class RequestLog: Sendable {
    let path: Path
    let store: SessionStore
    let formatter: Formatter

    init(path: Path, store: SessionStore, formatter: Formatter) {
        self.path = path
        self.store = store
        self.formatter = formatter
    }
}

/// Shared while someone holds it (`.weak`): every request of the website gets the same one until all let go.
@Injectable(scope: .weak)
final class ImageCache: Sendable {
    init() {}
}

@Component(scope: .custom("request"))
protocol PageRequest {
    var log: RequestLog { get }
    var formatter: Formatter { get }
    var images: ImageCache { get }
}

@Component(scope: .custom("session"))
protocol UserSession {
    var store: SessionStore { get }
    func request(_ path: Path) -> any PageRequest
}

@Component
protocol Website: Sendable {
    var clock: Clock { get }
    func session(for user: UserID) -> any UserSession
}
