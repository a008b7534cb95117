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

// The reader sends no crash reports: leaving CrashReportingModule out is its choice, so only AnalyticsModule is reported.
@Component(modules: [SettingsModule.self], omitting: [CrashReportingModule.self])
protocol Reader {
    var theme: String { get }
}
