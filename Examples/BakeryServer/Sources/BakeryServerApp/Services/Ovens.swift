import ServiceLifecycle
import Suture
import SutureServiceLifecycle

/// The ovens: they need the inventory, so they start after it and stop before it.
@Injectable(scope: .singleton)
final class Ovens: ManagedService {
    let inventory: Inventory
    private let events: ServerEvents

    init(inventory: Inventory, events: ServerEvents) {
        self.inventory = inventory
        self.events = events
    }

    /// Preheats, once the inventory is stocked.
    func start() async throws {
        events.record("ovens preheated")
    }

    /// Cools down before the inventory closes.
    func shutdown() async throws {
        events.record("ovens cooled")
    }
}
