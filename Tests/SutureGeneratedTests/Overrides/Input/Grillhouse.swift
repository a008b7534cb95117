import Suture

protocol Grill: Sendable {
    var name: String { get }
}

struct Marinade: Sendable {
    let flavour: String
}

/// Records what the grillhouse builds, so a test can see which bindings a replacement kept from being built.
final class GrillLog: @unchecked Sendable {
    private(set) var built: [String] = []

    func record(_ name: String) { built.append(name) }
}

@Injectable(as: Grill.self, scope: .singleton, eager: true)
final class CharcoalGrill: Grill {
    let name = "charcoal"

    init(log: GrillLog) { log.record("CharcoalGrill") }
}

@Injectable
struct MeatProbe {
    var degrees = 60
    init() {}
}

@Injectable(scope: .graph)
final class Skewer {
    init() {}
}

@Injectable
final class Whisk: Sendable {
    init() {}
}

@Injectable
final class PitMaster {
    let grill: any Grill
    let probe: MeatProbe
    let firstSkewer: Skewer
    let secondSkewer: Skewer
    let whisk: Lazy<Whisk>
    let marinade: Marinade

    init(
        grill: any Grill,
        probe: MeatProbe,
        firstSkewer: Skewer,
        secondSkewer: Skewer,
        whisk: Lazy<Whisk>,
        @Named("smoky") marinade: Marinade
    ) {
        self.grill = grill
        self.probe = probe
        self.firstSkewer = firstSkewer
        self.secondSkewer = secondSkewer
        self.whisk = whisk
        self.marinade = marinade
    }
}

@Injectable(scope: .custom("sitting"))
final class CashDrawer {
    init() {}
}

@Injectable
final class Waiter {
    let table: Int
    let drawer: CashDrawer
    let grill: any Grill

    init(table: Int, drawer: CashDrawer, grill: any Grill) {
        self.table = table
        self.drawer = drawer
        self.grill = grill
    }
}

@Module
enum MarinadeModule {
    @Provides(named: "smoky", scope: .singleton)
    static func smokyMarinade() -> Marinade { Marinade(flavour: "smoky") }
}

@Component(scope: .custom("sitting"))
protocol Sitting {
    var waiter: Waiter { get }
    var drawer: CashDrawer { get }
}

@Component(modules: [MarinadeModule.self])
protocol Grillhouse: Sendable {
    init(log: GrillLog)
    var pitMaster: PitMaster { get }
    var grill: any Grill { get }
    var probe: MeatProbe { get }
    var whisks: Provider<Whisk> { get }
    func sitting(_ table: Int) -> any Sitting
}
