import Suture

/// What every component of the app refines: modules install themselves here.
protocol AppScope {}

struct Clock: Sendable {
    let zone: String
}

struct Basket: Sendable {
    let clock: Clock
}

@Module(installIn: [AppScope.self])
enum ClockModule {
    @Provides(scope: .singleton)
    static func clock() -> Clock { Clock(zone: "UTC") }
}

@Component
protocol Shop: AppScope {
    var clock: Clock { get }
    var visit: Visit { get }
}

// The visit refines AppScope too, by mistake: ClockModule would reach it a second time.
@Component(modules: [BasketModule.self], scope: .custom("visit"))
protocol Visit: AppScope {
    var basket: Basket { get }
}

@Module
enum BasketModule {
    @Provides
    static func basket(clock: Clock) -> Basket { Basket(clock: clock) }
}
