import BakeryKitchen
import Suture

/// The dough mixer. Only big orders need it, so the baker holds a `Lazy<Mixer>`: built on first use, then kept.
@Injectable
final class Mixer: Sendable {
    init() {
        Log.built("Mixer (on first use)")
    }

    /// Mixes the dough of one order.
    func mix(_ loaves: Int) -> String {
        "mixed dough for \(loaves) loaves"
    }
}

/// A paper bag for one order. The baker holds a `Provider<Bag>`: a new bag on every `get()`.
@Injectable
struct Bag: Sendable {
    init() {
        Log.built("Bag")
    }
}

/// Music in the kitchen. Nothing binds one, so the baker's `Radio?` is nil.
final class Radio: Sendable {}

/// Fills orders with what the component gives it: an oven, the recipes, a lazy mixer, bags, and maybe a radio.
@Injectable
final class Baker: Sendable {
    let oven: any Oven
    let recipes: [Recipe]
    private let mixer: Lazy<Mixer>
    private let bags: Provider<Bag>
    private let radio: Radio?

    init(oven: any Oven, recipes: [Recipe], mixer: Lazy<Mixer>, bags: Provider<Bag>, radio: Radio?) {
        self.oven = oven
        self.recipes = recipes
        self.mixer = mixer
        self.bags = bags
        self.radio = radio
        let music = radio == nil ? "no radio" : "a radio"
        Log.built("Baker with \(recipes.count) recipes, the \(oven.name) and \(music)")
    }

    /// Bakes an order of `bread`, mixing big orders by machine, and bags it.
    func fill(_ order: Order, bread: String) {
        guard let recipe = recipes.first(where: { $0.name == bread }) else {
            Log.note("\(bread) is not on the menu today")
            return
        }
        if order.loaves > 4 {
            Log.note(mixer.get().mix(order.loaves))
        }
        Log.note(oven.bake(order.loaves, of: recipe.name, minutes: recipe.minutes))
        _ = bags.get()
        Log.note("handed the bag to \(order.customer)")
    }
}
