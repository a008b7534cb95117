import ServiceLifecycle
import Suture
import SutureServiceLifecycle

/// The loaves on the shelves: one for the whole server, stocked when it starts.
@Injectable(scope: .singleton)
actor Inventory: ManagedService {
    /// Which inventory this is: the same number in every response means one shared instance.
    nonisolated let number: Int
    private let events: ServerEvents
    private var loaves: [String: Int] = [:]

    init(serialNumbers: SerialNumbers, events: ServerEvents) {
        self.number = serialNumbers.take()
        self.events = events
    }

    /// Stocks the shelves before the server takes its first request.
    func start() async throws {
        loaves = ["focaccia": 2, "rye": 3, "wheat": 5]
        events.record("inventory stocked")
    }

    /// Counts what is left when the server stops.
    func shutdown() async throws {
        events.record("inventory closed with \(loaves.values.reduce(0, +)) loaves left")
    }

    /// How many loaves of each bread are left, by name.
    func stock() -> [String: Int] { loaves }

    /// Takes `count` loaves of `bread` off the shelf; false when there are not enough.
    func take(_ count: Int, of bread: String) -> Bool {
        guard let left = loaves[bread], left >= count else { return false }
        loaves[bread] = left - count
        return true
    }
}
