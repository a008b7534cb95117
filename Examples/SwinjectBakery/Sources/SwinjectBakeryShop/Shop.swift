import Suture
import SutureSwinject

/// Writes down what was baked; Suture builds it, one per app.
@Injectable(scope: .singleton)
public final class Ledger: Sendable {
    /// Makes an empty ledger.
    public init() {}
}

/// Bakes bread from what both halves build: the oven and the flour from Swinject, the mixer and the ledger from Suture.
@Injectable
public final class Baker: Sendable {
    /// The oven, from Swinject.
    public let oven: any Oven
    /// The rye flour, from Swinject.
    public let flour: Flour
    /// The mixer, from Suture.
    public let mixer: Mixer
    /// The ledger, from Suture.
    public let ledger: Ledger

    /// Makes the baker from what both halves build.
    public init(oven: any Oven, @Named("rye") flour: Flour, mixer: Mixer, ledger: Ledger) {
        self.oven = oven
        self.flour = flour
        self.mixer = mixer
        self.ledger = ledger
    }

    /// What the baker does with all of it.
    public func bake() -> String {
        "\(flour.grain) bread from the \(oven.name), mixed at speed \(mixer.speed)"
    }
}

/// The keys Suture still takes from Swinject: the graph compiler checks what needs them, `SwinjectBridge` checks at
/// start-up that Swinject resolves them, and an entry point that reaches one throws the bridge's error if Swinject
/// stops resolving it later.
@Module
enum FromSwinject {
    @Provides
    static func oven(swinject: SwinjectBridge) throws -> any Oven {
        try swinject.resolve((any Oven).self)
    }

    @Provides(named: "rye")
    static func ryeFlour(swinject: SwinjectBridge) throws -> Flour {
        try swinject.resolve(Flour.self, named: "rye")
    }
}

/// The Suture half of the shop; SutureBuildPlugin generates `SutureShop`.
@Component(modules: [FromSwinject.self])
public protocol Shop {
    init(swinject: SwinjectBridge)
    var baker: Baker { get throws }
    var ledger: Ledger { get }
    var mixer: Mixer { get }
}
