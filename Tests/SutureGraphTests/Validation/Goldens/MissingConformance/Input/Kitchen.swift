import Suture

protocol Oven: Sendable {}

protocol Grill: Sendable {}

protocol Smoker: Grill {}

/// Lists Oven by mistake: nothing makes it one.
@Injectable(as: Oven.self)
final class StoneOven: Sendable {
    init() {}
}

/// A grill through Smoker, which refines Grill: bound as it rightly.
@Injectable(as: Grill.self)
final class BarrelSmoker: Smoker {
    init() {}
}
