import Suture

struct Recipe: Sendable {
    let name: String
}

struct Starter: Sendable {
    let grain: String
}

@Module
enum StarterModule {
    @Provides(named: "rye", scope: .singleton)
    static func ryeStarter() -> Starter { Starter(grain: "rye") }
}

@Module(includes: [StarterModule.self])
enum MenuModule {
    @Provides(into: .map(key: "croissant"))
    static func croissant() -> Recipe { Recipe(name: "croissant") }

    @Provides(into: .map(key: "croissant"))
    static func almondCroissant() -> Recipe { Recipe(name: "almond croissant") }

    @Provides(into: .map(key: "baguette"))
    static func baguette() -> Recipe { Recipe(name: "baguette") }
}

@Injectable
final class Baker {
    let oven: any Oven
    let starter: Starter
    let menu: [String: Recipe]

    init(oven: any Oven, @Named("rye") starter: Starter, menu: [String: Recipe]) {
        self.oven = oven
        self.starter = starter
        self.menu = menu
    }
}

@Component(modules: [MenuModule.self, StarterModule.self])
protocol Bakery {
    var baker: Baker { get }
}
