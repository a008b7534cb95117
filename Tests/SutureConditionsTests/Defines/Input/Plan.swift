import Suture

/// What a customer pays for: the target's own define, `SUTURE_DEFINES_PREMIUM`, picks it.
protocol DefinesPlan: Sendable {
    var name: String { get }
}

#if SUTURE_DEFINES_PREMIUM
/// The plan of builds that define `SUTURE_DEFINES_PREMIUM`, as this target's manifest does.
@Injectable(as: (any DefinesPlan).self)
final class PremiumDefinesPlan: DefinesPlan {
    let name = "premium"
    init() {}
}
#elseif SUTURE_DEFINES_FREE
/// The plan of builds that define `SUTURE_DEFINES_FREE`, which no build of this target does.
@Injectable(as: (any DefinesPlan).self)
final class FreeDefinesPlan: DefinesPlan {
    let name = "free"
    init() {}
}
#endif

/// Shows the plan of the build.
@Injectable
final class DefinesStorefront: Sendable {
    let plan: any DefinesPlan

    init(plan: any DefinesPlan) {
        self.plan = plan
    }
}

/// The app: its storefront has a plan in every build of this target, since the target defines its flag.
@Component
protocol DefinesApp {
    var storefront: DefinesStorefront { get }
}
