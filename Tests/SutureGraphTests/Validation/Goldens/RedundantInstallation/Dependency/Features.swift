import Suture

/// What every component of the app refines: modules install themselves here.
public protocol AppScope {}

public struct Clock: Sendable {
    public let zone: String
}

public struct Ledger: Sendable {
    public let clock: Clock
}

@Module(installIn: [AppScope.self])
public enum ClockModule {
    @Provides(scope: .singleton)
    public static func clock() -> Clock { Clock(zone: "UTC") }
}

@Module(installIn: [AppScope.self])
public enum LedgerModule {
    @Provides(scope: .singleton)
    public static func ledger(clock: Clock) -> Ledger { Ledger(clock: clock) }
}
