import Logging
import Synchronization

/// What the server's services did, in order: logged, and kept so a test can read it.
public final class ServerEvents: Sendable {
    private let events = Mutex<[String]>([])
    private let logger = Logger(label: "bakery-server")

    /// An empty record.
    public init() {}

    /// Records and logs one event.
    func record(_ event: String) {
        events.withLock { $0.append(event) }
        logger.info("\(event)")
    }

    /// Every event so far.
    public var all: [String] { events.withLock { $0 } }
}
