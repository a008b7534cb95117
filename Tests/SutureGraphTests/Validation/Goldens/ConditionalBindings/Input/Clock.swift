import Suture

protocol Clock: Sendable {}

#if DEBUG
/// The clock of debug builds.
@Injectable(as: (any Clock).self)
final class FakeClock: Clock {
    init() {}
}
#endif

#if os(Linux)
/// The clock of Linux builds: with DEBUG set, a second binding of Clock.
@Injectable(as: (any Clock).self)
final class SystemClock: Clock {
    init() {}
}
#endif

/// Reads the clock: in a release build on another OS than Linux, nothing binds it.
@Injectable
final class Scheduler {
    let clock: any Clock

    init(clock: any Clock) {
        self.clock = clock
    }
}

@Component
protocol Timetable {
    var scheduler: Scheduler { get }
}
