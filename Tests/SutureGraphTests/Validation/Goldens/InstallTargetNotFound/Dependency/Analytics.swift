import Foundation
import Suture

/// What a component that sends analytics refines: the library's modules install themselves there.
public protocol AnalyticsScope {}

public struct Tracker: Sendable {
    public let endpoint: String
}

@Module(installIn: [AnalyticsScope.self])
public enum AnalyticsModule {
    @Provides
    public static func tracker() -> Tracker { Tracker(endpoint: "https://example.com/events") }
}

@Module(installIn: [AnalyticsScope.self])
public enum CrashReportingModule {
    @Provides
    public static func crashEndpoint() -> URLComponents { URLComponents() }
}
