/// The root of the "root over singleton leaves" scenario: new on every request, over four shared objects.
final class Dashboard: Sendable {
    let configuration: AppConfiguration
    let flags: FeatureFlags
    let pricing: PricingTable
    let audit: AuditTrail

    init(configuration: AppConfiguration, flags: FeatureFlags, pricing: PricingTable, audit: AuditTrail) {
        self.configuration = configuration
        self.flags = flags
        self.pricing = pricing
        self.audit = audit
    }
}

/// A shared leaf of the dashboard: the features turned on.
final class FeatureFlags: Sendable {
    init() {}
}

/// A shared leaf of the dashboard: the prices in force.
final class PricingTable: Sendable {
    init() {}
}

/// A shared leaf of the dashboard: where actions are recorded.
final class AuditTrail: Sendable {
    init() {}
}
