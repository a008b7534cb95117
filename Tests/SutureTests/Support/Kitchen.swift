import Suture

/// Real types annotated with the real macros, nested in a namespace (nested types must work too).
enum Kitchen {
    protocol Oven: Sendable {
        var name: String { get }
    }

    protocol Heater: Sendable {}

    @Injectable
    struct Thermometer: Sendable {}

    @Injectable(as: Oven.self, Heater.self, scope: .singleton)
    final class StoneOven: Oven, Heater {
        let name = "stone"
        let thermometer: Thermometer

        init(thermometer: Thermometer) {
            self.thermometer = thermometer
        }
    }

    struct Starter: Sendable, Equatable {
        let grain: String
    }

    final class Mixer: Sendable {
        init() {}
    }

    final class Apprentice: Sendable {
        init() {}
    }

    final class Logger: Sendable {
        init() {}
    }

    struct Recipe: Sendable, Equatable {
        let name: String
    }

    final class Ledger: Sendable {
        init() {}
    }

    @Module
    enum PantryModule {
        @Provides(named: "rye", scope: .singleton)
        static func ryeStarter() -> Starter { Starter(grain: "rye") }

        @Provides(named: "wheat")
        static func wheatStarter() -> Starter { Starter(grain: "wheat") }

        @Provides
        static func mixer() -> Mixer { Mixer() }

        @Provides
        static func apprentice() -> Apprentice { Apprentice() }
    }

    @Module(includes: [PantryModule.self])
    enum RecipeModule {
        @Provides(into: .set)
        static func sourdough() -> Recipe { Recipe(name: "sourdough") }

        @Provides(into: .set)
        static func baguette(starter: Starter?) -> Recipe { Recipe(name: "baguette") }

        @Provides(into: .map(key: "croissant"))
        static func croissant() -> Recipe { Recipe(name: "croissant") }
    }

    @Injectable
    final class Baker: @unchecked Sendable {
        let oven: any Oven
        let starter: Starter
        let mixer: Lazy<Mixer>
        let apprentice: Provider<Apprentice>
        let logger: Logger?
        let recipes: [Recipe]
        let recipeBook: [String: Recipe]

        @Inject
        init(
            oven: any Oven,
            @Named("rye") starter: Starter,
            mixer: Lazy<Mixer>,
            apprentice: Provider<Apprentice>,
            logger: Logger?,
            recipes: [Recipe],
            recipeBook: [String: Recipe]
        ) {
            self.oven = oven
            self.starter = starter
            self.mixer = mixer
            self.apprentice = apprentice
            self.logger = logger
            self.recipes = recipes
            self.recipeBook = recipeBook
        }

        convenience init() {
            self.init(
                oven: StoneOven(thermometer: Thermometer()),
                starter: Starter(grain: "none"),
                mixer: Lazy { Mixer() },
                apprentice: Provider { Apprentice() },
                logger: nil,
                recipes: [],
                recipeBook: [:]
            )
        }

        @Inject var ledger: Ledger?
        @Inject var tip: Int = 5
        @Inject(named: "audit") var auditLedger: Ledger?
        @Inject(named: "bonus") var bonus: Int = 1
    }

    @Injectable
    final class Order: Sendable {
        let customer: String
        let loaves: Int
        let oven: any Oven

        init(@Argument customer: String, @Argument loaves: Int, oven: any Oven) {
            self.customer = customer
            self.loaves = loaves
            self.oven = oven
        }
    }

    @Injectable(named: "market")
    struct Stall: Sendable {
        let starter: Starter
        let sign: String = "Fresh bread"
        var awning: String?
    }
}
