import RedundantInstallationFeature
import Suture

/// What the components of one visit refine.
protocol VisitScope {}

struct Basket: Sendable {
    let clock: Clock
}

@Component
protocol Shop: AppScope {
    var ledger: Ledger { get }
    var visit: Visit { get }
}

// The visit refines AppScope too, by mistake: ClockModule and LedgerModule would reach it a second time.
@Component(modules: [BasketModule.self], scope: .custom("visit"))
protocol Visit: VisitScope, AppScope {
    var basket: Basket { get }
}

@Module
enum BasketModule {
    @Provides
    static func basket(clock: Clock) -> Basket { Basket(clock: clock) }
}
