/// A paper bag for one order. The baker holds a `Provider<Bag>`: a new bag on every `get()`.
struct Bag: Sendable {
    init() {
        Log.built("Bag")
    }
}
