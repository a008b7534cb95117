import NeedleFoundation

/// What the loyalty scheme needs from the shop.
protocol LoyaltyDependency: Dependency {
    var catalog: Catalog { get }
}

/// What the loyalty plug-in adds to the core.
protocol LoyaltyPluginExtension: PluginExtension {
    var stampCount: Int { get }
}

/// A stamp card, one per loyalty scheme.
final class StampCard: Sendable {
    init() {}
}

/// The loyalty scheme, a plug-in point of the shop.
final class LoyaltyComponent: PluginizedComponent<LoyaltyDependency, LoyaltyPluginExtension, LoyaltyNonCoreComponent> {
    var stampCard: StampCard {
        shared { StampCard() }
    }
}

/// What the loyalty scheme loads later.
final class LoyaltyNonCoreComponent: NonCoreComponent<EmptyDependency> {
    var stampCount: Int {
        10
    }
}
