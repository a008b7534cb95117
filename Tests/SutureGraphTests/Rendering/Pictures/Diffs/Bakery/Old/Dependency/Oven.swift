import Suture

/// Bakes loaves. The bakery has a stone oven; the test kitchen swaps in a fake one.
public protocol Oven: AnyObject, Sendable {
    /// What the log calls it.
    var name: String { get }
    /// Bakes the loaves of one bread and says how it went.
    func bake(_ loaves: Int, of bread: String, minutes: Int) -> String
}

/// The real oven: slow to heat, so the bakery shares one (`.singleton`), bound as `Oven`.
@Injectable(as: Oven.self, scope: .singleton)
public final class StoneOven: Oven {
    /// What the log calls it.
    public let name = "stone oven"
    private let temperature: Int

    /// Preheats the oven to what the thermometer reads.
    public init(thermometer: Thermometer) {
        temperature = thermometer.read()
        Log.built("StoneOven (singleton), preheated to \(temperature) °C")
    }

    /// Bakes the loaves at the oven's temperature.
    public func bake(_ loaves: Int, of bread: String, minutes: Int) -> String {
        "baked \(loaves) × \(bread) in the \(name), \(minutes) min at \(temperature) °C"
    }
}

/// Pretends to bake, instantly: what the test kitchen uses instead of the stone oven.
public final class FakeOven: Oven {
    /// What the log calls it.
    public let name = "fake oven"

    /// A fake oven, ready at once.
    public init() {
        Log.built("FakeOven")
    }

    /// Pretends to bake, instantly.
    public func bake(_ loaves: Int, of bread: String, minutes: Int) -> String {
        "pretended to bake \(loaves) × \(bread) in the \(name)"
    }
}
