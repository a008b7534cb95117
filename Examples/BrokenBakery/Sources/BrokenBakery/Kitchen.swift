import Suture

struct Starter: Sendable {
    let grain: String
}

@Module
enum StartersModule {
    @Provides(named: "rye")
    static func rye() -> Starter { Starter(grain: "rye") }
}

protocol Oven: Sendable {}

@Injectable(scope: .singleton)
final class StoneOven: Oven {
    init(thermometer: Thermometer) {}
}

@Injectable
final class Thermometer {
    init(oven: StoneOven) {}
}

@Injectable
final class Baker {
    init(oven: Oven, @Named("spelt") starter: Starter) {}
}

@Component(modules: [StartersModule.self])
protocol Bakery {
    var baker: Baker { get }
    var oven: StoneOven { get }
}
