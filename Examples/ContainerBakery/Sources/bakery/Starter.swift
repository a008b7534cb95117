/// A sourdough starter. The bakery keeps two, told apart by name: "rye" and "wheat".
struct Starter: Sendable {
    let grain: String

    init(grain: String) {
        self.grain = grain
        Log.built("Starter named \"\(grain)\"")
    }
}
