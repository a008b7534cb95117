import Suture

/// Takes one request's order: one desk per request (`.custom("request")`), shared by all that request builds.
@Injectable(scope: .custom("request"))
final class OrderDesk: Sendable {
    /// Which desk this is: a new number on every request.
    let number: Int
    let visit: Visit
    let inventory: Inventory

    init(visit: Visit, inventory: Inventory, serialNumbers: SerialNumbers) {
        self.number = serialNumbers.take()
        self.visit = visit
        self.inventory = inventory
    }
}
