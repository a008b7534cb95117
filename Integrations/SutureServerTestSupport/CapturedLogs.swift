import Logging
import Synchronization

/// The messages an application logs, kept with their levels, so a test can compare what a developer would read.
package final class CapturedLogs: Sendable {
    /// An empty record.
    package init() {}

    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])

    /// A log handler that records into these logs, at every level.
    package var handler: some LogHandler { Handler(logs: self) }

    /// The messages logged at `level` or above, in order.
    package func messages(atLeast level: Logger.Level) -> [String] {
        entries.withLock { $0.filter { $0.level >= level }.map(\.message) }
    }

    private struct Handler: LogHandler {
        let logs: CapturedLogs
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            logs.entries.withLock { $0.append((event.level, "\(event.message)")) }
        }
    }
}
