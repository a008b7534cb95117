// The small bakery domain the runtime tests wire up.

/// Something that bakes; most tests bind it by protocol.
protocol Oven: AnyObject, Sendable {
    var kind: String { get }
}

/// The oven real code uses; it needs a thermometer.
final class StoneOven: Oven {
    let thermometer: Thermometer
    init(thermometer: Thermometer) { self.thermometer = thermometer }
    var kind: String { "stone" }
}

/// The oven tests swap in.
final class FakeOven: Oven {
    init() {}
    var kind: String { "fake" }
}

struct Thermometer: Sendable, Equatable {
    var celsius = 220
}

final class Baker: Sendable {
    let oven: any Oven
    init(oven: any Oven) { self.oven = oven }
}

final class Till: Sendable {
    init() {}
}

final class Bakery: Sendable {
    let baker: Baker
    let till: Till
    init(baker: Baker, till: Till) {
        self.baker = baker
        self.till = till
    }
}

struct Starter: Sendable, Equatable {
    let grain: String
}

/// A qualifier type: a custom `Hashable & Sendable` enum.
enum Grain: Hashable, Sendable {
    case rye, wheat, spelt
}

/// Another qualifier type with a case of the same name as one of `Grain`'s.
enum Flour: Hashable, Sendable {
    case rye
}

struct Recipe: Sendable, Equatable {
    let name: String
}

/// Built from runtime arguments.
final class Order: Sendable {
    let customer: String
    let loaves: Int
    init(customer: String, loaves: Int) {
        self.customer = customer
        self.loaves = loaves
    }
}

/// Built from three runtime arguments.
final class Delivery: Sendable {
    let customer: String
    let loaves: Int
    let express: Bool
    init(customer: String, loaves: Int, express: Bool) {
        self.customer = customer
        self.loaves = loaves
        self.express = express
    }
}

/// Has no dependencies; tests compare its instances by identity.
final class Widget: Sendable {
    init() {}
}

/// A dependent of `Widget`, to see which widget a factory got.
final class Gadget: Sendable {
    let widget: Widget
    init(widget: Widget) { self.widget = widget }
}

/// Two gadgets and a widget built in one request, for the graph scope.
final class Machine: Sendable {
    let first: Gadget
    let second: Gadget
    let widget: Widget
    init(first: Gadget, second: Gadget, widget: Widget) {
        self.first = first
        self.second = second
        self.widget = widget
    }
}

/// Members of dependency cycles; a factory that passes one to another's initializer asks for it.
final class Chicken: Sendable {
    init() {}
    convenience init(egg: Egg) { self.init() }
}

final class Egg: Sendable {
    init() {}
    convenience init(chicken: Chicken) { self.init() }
}

final class Feather: Sendable {
    init() {}
    convenience init(chicken: Chicken) { self.init() }
}

/// Needs an order, which takes runtime arguments.
final class Receipt: Sendable {
    let order: Order
    init(order: Order) { self.order = order }
}

/// An error a factory throws, with a readable description.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
