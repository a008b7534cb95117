/// The dough mixer. Only big orders need it, so the baker holds a `Lazy<Mixer>`: built on first use, then kept.
final class Mixer: Sendable {
    init() {
        Log.built("Mixer (on first use)")
    }

    /// Mixes the dough of one order.
    func mix(_ loaves: Int) -> String {
        "mixed dough for \(loaves) loaves"
    }
}
