import SutureRuntime

/// Fills orders with what the container gives it: an oven, the recipes, a lazy mixer, bags, and maybe a radio.
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
        Log.note(oven.bake(order.loaves, of: recipe))
        _ = bags.get()
        Log.note("handed the bag to \(order.customer)")
    }
}
