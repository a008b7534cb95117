import Suture

/// Records what the harbour builds, in order, so a test can see when each eager singleton is made.
final class HarbourLog: @unchecked Sendable {
    private(set) var built: [String] = []

    func record(_ name: String) { built.append(name) }
}

struct HarbourName: Sendable {
    let value: String
}

/// Eager, built from bound instances only: kept in a `let` that witnesses `Harbour.lighthouse`.
@Injectable(scope: .singleton, eager: true)
final class Lighthouse: Sendable {
    let name: HarbourName

    init(name: HarbourName, log: HarbourLog) {
        self.name = name
        log.record("Lighthouse")
    }
}

/// Transient: built on the spot for the dock, from the stored lighthouse.
@Injectable
final class Beacon: Sendable {
    let lighthouse: Lighthouse

    init(lighthouse: Lighthouse) { self.lighthouse = lighthouse }
}

/// Eager, built from another eager singleton through a transient one: stored after the lighthouse, although the
/// protocol lists it first.
@Injectable(scope: .singleton, eager: true)
final class Dock: Sendable {
    let beacon: Beacon
    let pilot: Pilot?

    init(beacon: Beacon, pilot: Pilot?, log: HarbourLog) {
        self.beacon = beacon
        self.pilot = pilot
        log.record("Dock")
    }
}

/// Unbound: the dock's optional stays nil.
final class Pilot: Sendable {}

/// A lazy singleton: built on first use, unless an eager one needs it.
@Injectable(scope: .singleton)
final class Crane: Sendable {
    init(log: HarbourLog) { log.record("Crane") }
}

/// Eager, but built from a lazy singleton: kept in a slot and built once the component exists.
@Injectable(scope: .singleton, eager: true)
final class Shed: Sendable {
    let crane: Crane

    init(crane: Crane, log: HarbourLog) {
        self.crane = crane
        log.record("Shed")
    }
}

/// Lazy, and never asked for: never built.
@Injectable(scope: .singleton)
final class Ferry: Sendable {
    init(log: HarbourLog) { log.record("Ferry") }
}

@Component
protocol Harbour: Sendable {
    init(name: HarbourName, log: HarbourLog)
    var dock: Dock { get }
    var lighthouse: Lighthouse { get }
    var shed: Shed { get }
    var ferry: Ferry { get }
    var beacon: Beacon { get }
}
