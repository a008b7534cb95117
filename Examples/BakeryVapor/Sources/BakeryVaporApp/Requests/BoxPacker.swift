import Suture

/// Packs pastries into the request's box: a new packer whenever one is asked for, always at the same box.
@Injectable
struct BoxPacker {
    let box: PastryBox

    /// Takes the pastries from the pantry into the box and says how it went.
    func pack(_ count: Int, of pastry: String) async -> String {
        guard await box.pantry.take(count, of: pastry) else {
            return "box \(box.number) stays empty: fewer than \(count) \(pastry) left for \(box.guest.route)"
        }
        return "box \(box.number) holds \(count) \(pastry) for \(box.guest.route)"
    }
}
