/// Bakes loaves. The bakery has a stone oven; the test kitchen swaps in a fake one.
protocol Oven: AnyObject, Sendable {
    /// What the log calls it.
    var name: String { get }
    /// Bakes the loaves of one order and says how it went.
    func bake(_ loaves: Int, of recipe: Recipe) -> String
}

/// The real oven: slow to heat, so the bakery shares one (`.singleton`).
final class StoneOven: Oven {
    let name = "stone oven"
    private let temperature: Int

    init(thermometer: Thermometer) {
        temperature = thermometer.read()
        Log.built("StoneOven (singleton), preheated to \(temperature) °C")
    }

    func bake(_ loaves: Int, of recipe: Recipe) -> String {
        "baked \(loaves) × \(recipe.name) in the \(name), \(recipe.minutes) min at \(temperature) °C"
    }
}

/// Pretends to bake, instantly: what the test kitchen uses instead of the stone oven.
final class FakeOven: Oven {
    let name = "fake oven"

    init() {
        Log.built("FakeOven")
    }

    func bake(_ loaves: Int, of recipe: Recipe) -> String {
        "pretended to bake \(loaves) × \(recipe.name) in the \(name)"
    }
}
