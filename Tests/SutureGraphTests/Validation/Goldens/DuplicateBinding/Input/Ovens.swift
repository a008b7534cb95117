import Suture

protocol Oven: Sendable {
    func bake(_ dough: String) -> String
}

@Injectable(as: Oven.self, scope: .singleton)
final class StoneOven: Oven {
    init() {}

    func bake(_ dough: String) -> String { "stone-baked \(dough)" }
}

@Injectable(as: Oven.self)
final class ConvectionOven: Oven {
    init() {}

    func bake(_ dough: String) -> String { "fan-baked \(dough)" }
}
