import Foundation
import Suture

struct Starter: Sendable {
    let grain: String
}

struct Recipe: Sendable {
    let name: String
}

@Module
enum StarterModule {
    @Provides(named: "rye", scope: .singleton)
    static func ryeStarter() -> Starter { Starter(grain: "rye") }

    @Provides(named: "spelt")
    static func speltStarter() -> Starter { Starter(grain: "spelt") }
}

@Module(includes: [StarterModule.self])
enum BakeryModule {
    @Provides
    static func decoder() -> JSONDecoder { JSONDecoder() }

    @Provides(into: .set)
    static func sourdough() -> Recipe { Recipe(name: "sourdough") }
}

@Injectable
final class Baker {
    let starter: Starter
    let oven: Oven

    init(@Named("rye") starter: Starter, oven: Oven) {
        self.starter = starter
        self.oven = oven
    }
}

@Injectable
final class Oven {
    init() {}
}

@Component(modules: [BakeryModule.self, StarterModule.self])
protocol Bakery {
    var baker: Baker { get }
}

@Component(modules: [BakeryModule.self])
protocol Mill {
    var decoder: JSONDecoder { get }
}
