import Suture

/// Meant for the app's component to refine, which it forgot to.
protocol AppScope {}

struct Settings {
    let theme: String
}

struct Feed: Sendable {
    let source: String
}

@Module(installIn: [AppScope.self])
enum FeedModule {
    @Provides
    static func feed() -> Feed { Feed(source: "https://example.com/feed") }
}

@Module(installIn: [Settings.self])
enum SettingsModule {
    @Provides
    static func theme() -> String { "dark" }
}

@Component(modules: [SettingsModule.self])
protocol Reader {
    var theme: String { get }
}
