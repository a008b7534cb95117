import Suture

/// Records what the works build, in order, so a test can see when each `Lazy` builds.
final class LanternLog: @unchecked Sendable {
    private(set) var built: [String] = []

    func record(_ name: String) { built.append(name) }
}

/// Transient: each `Lazy` of it builds its own.
@Injectable
final class Wick {
    init(log: LanternLog) { log.record("Wick") }
}

/// A singleton: every `Lazy` of it gives the one instance.
@Injectable(scope: .singleton)
final class Flame {
    init(log: LanternLog) { log.record("Flame") }
}

/// Asks for lanterns through `Provider<Lazy<Lantern>>`, which breaks the cycle with `Lantern`.
@Injectable
final class Lamplighter {
    let lanterns: Provider<Lazy<Lantern>>

    init(lanterns: Provider<Lazy<Lantern>>) { self.lanterns = lanterns }
}

@Injectable
final class Lantern {
    let lamplighter: Lamplighter
    let wick: Wick

    init(lamplighter: Lamplighter, wick: Wick) {
        self.lamplighter = lamplighter
        self.wick = wick
    }
}

@Component
protocol LanternWorks {
    init(log: LanternLog)
    var wicks: Provider<Lazy<Wick>> { get }
    var flames: Provider<Lazy<Flame>> { get }
    var lamplighter: Lamplighter { get }
}
