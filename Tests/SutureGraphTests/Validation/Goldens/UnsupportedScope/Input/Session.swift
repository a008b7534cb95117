import Suture

/// A provider's instances cannot be weak: its type need not be a class.
final class ImageCache: Sendable {
    init() {}
}

@Injectable(scope: .graph)
final class UnitOfWork {
    init() {}
}

@Injectable(scope: .custom("session"))
final class UserSession: Sendable {
    init() {}
}

@Injectable(scope: .singleton)
final class FeedLoader: Sendable {
    init() async {}
}

@Injectable
final class FeedViewModel {
    let cache: ImageCache
    let work: UnitOfWork
    let session: UserSession
    let loader: FeedLoader

    init(cache: ImageCache, work: UnitOfWork, session: UserSession, loader: FeedLoader) {
        self.cache = cache
        self.work = work
        self.session = session
        self.loader = loader
    }
}

struct Token: Sendable {
    let value: String
}

@Module
enum SessionModule {
    @Provides(scope: .custom("session"))
    static func token() -> Token { Token(value: "guest") }

    @Provides(scope: .weak)
    static func imageCache() -> ImageCache { ImageCache() }
}

@Component(modules: [SessionModule.self])
protocol Feed {
    var viewModel: FeedViewModel { get async }
    var token: Token { get }
}
