import Suture

protocol Oven: Sendable {
    func bake(_ dough: String) -> String
}

@Injectable(as: Oven.self, scope: .singleton)
final class StoneOven: Oven {
    let thermometer: Thermometer

    init(thermometer: Thermometer) {
        self.thermometer = thermometer
    }

    func bake(_ dough: String) -> String { "\(dough), baked at \(thermometer.degrees)°" }
}

@Injectable
struct Thermometer {
    var degrees = 230
    init() {}
}
