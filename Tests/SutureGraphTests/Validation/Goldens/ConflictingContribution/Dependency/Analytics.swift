import Suture

/// What the app's components refine, declared where every feature can see it.
public protocol AppScope {}

public protocol Analytics: Sendable {
    func track(_ event: String)
}

public struct RemoteAnalytics: Analytics {
    public init() {}
    public func track(_ event: String) {}
}

@Module(installIn: [AppScope.self])
public enum AnalyticsModule {
    @Provides(scope: .singleton)
    public static func analytics() -> any Analytics { RemoteAnalytics() }
}
