import Suture

/// What a customer pays for.
public protocol Plan {}

#if PREMIUM
/// The plan of builds that define PREMIUM: nobody said whether this module's build does.
@Injectable(as: Plan.self)
public struct PremiumPlan: Plan {
    public init() {}
}
#else
/// The plan of the other builds.
@Injectable(as: Plan.self)
public struct StandardPlan: Plan {
    public init() {}
}
#endif
