import Suture

@Module
enum BakeryModule {
    @Provides(named: "rye", scope: .singleton)
    static func ryeStarter() -> Starter { Starter(grain: "rye") }

    @Provides(into: .set)
    static func sourdough() -> Recipe { Recipe(name: "sourdough") }

    @Provides(into: .set)
    static func baguette() -> Recipe { Recipe(name: "baguette") }

    @Provides(into: .map(key: "croissant"))
    static func croissant() -> Recipe { Recipe(name: "croissant") }
}

@Component(modules: [BakeryModule.self])
protocol Bakery {
    init(config: BakeryConfig)
    var baker: Baker { get }
    var oven: any Oven { get }
    func order(customer: String, loaves: Int) -> Order
}
