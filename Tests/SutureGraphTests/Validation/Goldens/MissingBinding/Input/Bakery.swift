import Suture

struct Starter: Sendable {
    let grain: String
}

protocol Oven: Sendable {
    func bake(_ dough: String) -> String
}

protocol Scale: Sendable {
    func weigh(_ dough: String) -> Int
}

@Injectable(as: Oven.self, scope: .singleton)
final class StoneOven: Oven {
    init() {}

    func bake(_ dough: String) -> String { "baked \(dough)" }
}

@Injectable
final class KitchenScale: Scale {
    init() {}

    func weigh(_ dough: String) -> Int { dough.count }
}

struct Thermometer: Sendable {
    let degrees: Int
}

@Injectable
final class Baker {
    let oven: any Oven
    let starter: Starter
    let scale: any Scale
    let thermometer: Thermometer

    init(oven: any Oven, @Named("spelt") starter: Starter, scale: any Scale, thermometer: Thermometer) {
        self.oven = oven
        self.starter = starter
        self.scale = scale
        self.thermometer = thermometer
    }
}
