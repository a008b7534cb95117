import Suture

/// Greets with the time of the clock the build chose and the tracers it has.
@Injectable
final class ConditionsGreeter: Sendable {
    let clock: any ConditionsClock
    let tracers: [any ConditionsTracer]

    init(clock: any ConditionsClock, tracers: [any ConditionsTracer]) {
        self.clock = clock
        self.tracers = tracers
    }
}

/// A menu that only debug builds have.
@Injectable
final class ConditionsDebugMenu: Sendable {
    let clock: any ConditionsClock

    init(clock: any ConditionsClock) {
        self.clock = clock
    }
}

/// The app: its entry points and modules differ between builds.
@Component(modules: [ConditionsTracingModule.self])
protocol ConditionsApp {
    var greeter: ConditionsGreeter { get }
    #if DEBUG
    var debugMenu: ConditionsDebugMenu { get }
    #endif
}
