import Logging
import Synchronization

/// What the app's services did, in order: logged under the label `bakery-vapor`, and kept for tests to read.
public final class Journal: Sendable {
    private let entries = Mutex<[String]>([])
    private let logger = Logger(label: "bakery-vapor")

    /// An empty journal.
    public init() {}

    /// Writes down and logs one entry.
    func write(_ entry: String) {
        entries.withLock { $0.append(entry) }
        logger.info("\(entry)")
    }

    /// Every entry so far, oldest first.
    public var all: [String] { entries.withLock { $0 } }
}
