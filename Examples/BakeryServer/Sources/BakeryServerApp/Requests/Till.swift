import Suture

/// Rings up an order at the request's desk: a new till whenever one is asked for, all at the same desk.
@Injectable
struct Till {
    let desk: OrderDesk

    /// Takes the loaves off the shelf and says what happened.
    func ring(_ count: Int, of bread: String) async -> String {
        guard await desk.inventory.take(count, of: bread) else {
            return "sold out: \(count) × \(bread) at desk \(desk.number) for \(desk.visit.request)"
        }
        return "\(count) × \(bread) at desk \(desk.number) for \(desk.visit.request)"
    }
}
