import ServiceLifecycle
import Suture
import SutureServiceLifecycle

/// The lit case at the front of the shop: it shows what the pantry holds, so it starts after the pantry and
/// stops before it.
@Injectable(scope: .singleton)
final class DisplayCase: ManagedService {
    let pantry: Pantry
    private let journal: Journal

    init(pantry: Pantry, journal: Journal) {
        self.pantry = pantry
        self.journal = journal
    }

    /// Lights up once the pantry is stocked.
    func start() async throws {
        journal.write("display case lit with \(await pantry.stock().count) kinds of pastry")
    }

    /// Goes dark while the pantry is still open.
    func shutdown() async throws {
        journal.write("display case dark")
    }
}
