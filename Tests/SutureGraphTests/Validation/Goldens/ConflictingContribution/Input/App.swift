import ConflictingContributionFeature
import Suture

struct SilentAnalytics: Analytics {
    func track(_ event: String) {}
}

@Module
enum QuietModule {
    @Provides
    static func analytics() -> any Analytics { SilentAnalytics() }
}

// A component for previews lists a quiet replacement but forgets to leave the installed module out.
@Component(modules: [QuietModule.self])
protocol PreviewApp: AppScope {
    var analytics: any Analytics { get }
}
