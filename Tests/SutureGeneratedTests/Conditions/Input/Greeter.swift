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

/// Reports in the way the build chose: its initializer stands in a `#if` block, so the macro registers and the graph
/// compiler calls the one each build compiles.
@Injectable
final class ConditionsReporter: Sendable {
    let mode: String

    #if SUTURE_CONDITIONS_TRACING
    init(tracers: [any ConditionsTracer]) {
        mode = "tracing to \(tracers.count)"
    }
    #else
    init() {
        mode = "quiet"
    }
    #endif
}

/// The app: its entry points and modules differ between builds.
@Component(modules: [ConditionsTracingModule.self])
protocol ConditionsApp {
    var greeter: ConditionsGreeter { get }
    var reporter: ConditionsReporter { get }
    #if DEBUG
    var debugMenu: ConditionsDebugMenu { get }
    #endif
}
