import Suture

#if ANALYTICS
/// Only where ANALYTICS is defined.
@Injectable
final class AnalyticsFeature {
    init() {}
}
#endif

#if BETA_MENU
/// Only where BETA_MENU is defined.
@Injectable
final class BetaMenuFeature {
    init() {}
}
#endif

#if CRASH_REPORTS
/// Only where CRASH_REPORTS is defined.
@Injectable
final class CrashReportsFeature {
    init() {}
}
#endif

#if DEMO_DATA
/// Only where DEMO_DATA is defined.
@Injectable
final class DemoDataFeature {
    init() {}
}
#endif

#if FEATURE_CHAT
/// Only where FEATURE_CHAT is defined.
@Injectable
final class FeatureChatFeature {
    init() {}
}
#endif

#if FEATURE_MAPS
/// Only where FEATURE_MAPS is defined.
@Injectable
final class FeatureMapsFeature {
    init() {}
}
#endif

#if FEATURE_PAY
/// Only where FEATURE_PAY is defined.
@Injectable
final class FeaturePayFeature {
    init() {}
}
#endif

#if OFFLINE
/// Only where OFFLINE is defined.
@Injectable
final class OfflineFeature {
    init() {}
}
#endif

#if STAGING
/// Only where STAGING is defined.
@Injectable
final class StagingFeature {
    init() {}
}
#endif
