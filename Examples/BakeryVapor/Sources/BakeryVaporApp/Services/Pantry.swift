import ServiceLifecycle
import Suture
import SutureServiceLifecycle

/// The pastries the shop has left: one pantry for the whole app, stocked when the app boots.
@Injectable(scope: .singleton)
actor Pantry: ManagedService {
    /// Which pantry this is: the same number in every response means one shared instance.
    nonisolated let number: Int
    private let journal: Journal
    private var pastries: [String: Int] = [:]

    init(serialNumbers: SerialNumbers, journal: Journal) {
        self.number = serialNumbers.next()
        self.journal = journal
    }

    /// Fills the shelves before the server takes its first request.
    func start() async throws {
        pastries = ["croissant": 6, "eclair": 2, "macaron": 8]
        journal.write("pantry stocked with 16 pastries")
    }

    /// Counts what is left once the server has stopped.
    func shutdown() async throws {
        journal.write("pantry closed with \(pastries.values.reduce(0, +)) pastries left")
    }

    /// How many of each pastry are left, by name.
    func stock() -> [String: Int] { pastries }

    /// Takes `count` of `pastry` off the shelf; false, taking nothing, when there are not that many.
    func take(_ count: Int, of pastry: String) -> Bool {
        guard let left = pastries[pastry], left >= count else { return false }
        pastries[pastry] = left - count
        return true
    }
}
