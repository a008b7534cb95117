import Suture

/// A glaze, a class so that tests can tell one instance from another.
final class Glaze: Sendable {
    let flavor: String
    init(flavor: String) { self.flavor = flavor }
}

struct Pastry: Equatable, Sendable {
    let name: String
}

@Module
enum PatisserieModule {
    @Provides(into: .map(key: "chocolate"))
    static func chocolateGlaze() -> Glaze { Glaze(flavor: "chocolate") }

    @Provides(into: .map(key: "lemon"))
    static func lemonGlaze() -> Glaze { Glaze(flavor: "lemon") }

    @Provides(into: .set)
    static func vanillaGlaze() -> Glaze { Glaze(flavor: "vanilla") }

    @Provides(named: "house", scope: .singleton)
    static func houseGlaze() -> Glaze { Glaze(flavor: "caramel") }

    @Provides(into: .set)
    static func eclair() -> Pastry { Pastry(name: "éclair") }

    @Provides(into: .elements)
    static func viennoiseries() -> [Pastry] { [Pastry(name: "croissant"), Pastry(name: "pain au chocolat")] }

    @Provides(into: .set)
    static func tart() -> Pastry { Pastry(name: "tart") }
}

/// Glazes by flavor, each built only when a pastry needs it.
@Injectable
final class GlazingStation {
    let glazes: [String: Provider<Glaze>]
    let keptGlazes: [String: Lazy<Glaze>]
    let everyGlaze: [Provider<Glaze>]

    init(glazes: [String: Provider<Glaze>], keptGlazes: [String: Lazy<Glaze>], everyGlaze: [Provider<Glaze>]) {
        self.glazes = glazes
        self.keptGlazes = keptGlazes
        self.everyGlaze = everyGlaze
    }
}

@Injectable
struct PastryCase {
    let pastries: [Pastry]

    init(pastries: [Pastry]) {
        self.pastries = pastries
    }
}

@Component(modules: [PatisserieModule.self])
protocol Patisserie {
    var station: GlazingStation { get }
    var pastryCase: PastryCase { get }
    var glazeMenu: [String: Provider<Glaze>] { get }
    @Qualified("house") var houseGlaze: Glaze { get }
    @Qualified("house") func houseGlazes() -> Provider<Glaze>
}

/// Something the patisserie opens in the morning, in the order a set lists it.
protocol Opening: AnyObject, Sendable {
    var name: String { get }
}

@Injectable(scope: .singleton)
final class Freezer: Opening {
    let name = "freezer"
    init() {}
}

/// Not opened itself, but what the display counter reaches the freezer through.
@Injectable
final class StockLedger: Sendable {
    let freezer: Freezer
    init(freezer: Freezer) { self.freezer = freezer }
}

@Injectable(scope: .singleton)
final class DisplayCounter: Opening {
    let name = "display counter"
    let ledger: StockLedger
    init(ledger: StockLedger) { self.ledger = ledger }
}

@Injectable(scope: .singleton)
final class OrderDesk: Opening {
    let name = "order desk"
    let counter: DisplayCounter
    init(counter: DisplayCounter) { self.counter = counter }
}

final class WallClock: Opening {
    let name = "wall clock"
}

/// Declared in the reverse of the order they open in, but for the wall clock, which uses nothing.
@Module
enum OpeningModule {
    @Provides(into: .set)
    static func orderDesk(_ desk: OrderDesk) -> any Opening { desk }

    @Provides(into: .set)
    static func wallClock() -> any Opening { WallClock() }

    @Provides(into: .set)
    static func displayCounter(_ counter: DisplayCounter) -> any Opening { counter }

    @Provides(into: .set)
    static func freezer(_ freezer: Freezer) -> any Opening { freezer }
}

@Component(modules: [OpeningModule.self])
protocol PatisserieOpening {
    var openings: [any Opening] { get }
}
