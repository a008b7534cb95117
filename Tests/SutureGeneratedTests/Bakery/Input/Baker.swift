import Suture

struct Starter: Sendable {
    let grain: String
}

struct Recipe: Sendable {
    let name: String
}

struct BakeryConfig: Sendable {
    let name: String
}

protocol BakeryLogger: Sendable {}

@Injectable
final class Ledger {
    init() {}
}

@Injectable
final class Mixer {
    init() {}
}

@Injectable
final class Apprentice {
    init() {}
}

@Injectable
final class Baker {
    let oven: any Oven
    let starter: Starter
    let mixer: Lazy<Mixer>
    let apprentice: Provider<Apprentice>
    let logger: (any BakeryLogger)?
    let recipes: [Recipe]
    let menu: [String: Recipe]
    let config: BakeryConfig
    @Inject var ledger: Ledger?

    @Inject
    init(
        oven: any Oven,
        @Named("rye") starter: Starter,
        mixer: Lazy<Mixer>,
        apprentice: Provider<Apprentice>,
        logger: (any BakeryLogger)?,
        recipes: [Recipe],
        menu: [String: Recipe],
        config: BakeryConfig
    ) {
        self.oven = oven
        self.starter = starter
        self.mixer = mixer
        self.apprentice = apprentice
        self.logger = logger
        self.recipes = recipes
        self.menu = menu
        self.config = config
    }

    init() {
        preconditionFailure("the graph compiler must choose the @Inject initializer")
    }
}

@Injectable
final class Order {
    let customer: String
    let loaves: Int
    let oven: any Oven

    init(@Argument customer: String, @Argument loaves: Int, oven: any Oven) {
        self.customer = customer
        self.loaves = loaves
        self.oven = oven
    }
}
