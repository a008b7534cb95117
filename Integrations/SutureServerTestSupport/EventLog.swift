import Synchronization

/// What a test's services, handlers and tasks did, in the order they did it, from any thread.
package final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    /// Nothing recorded yet.
    package init() {}

    /// Records `event` after the others.
    package func record(_ event: String) { events.withLock { $0.append(event) } }

    /// Every event recorded so far, in order.
    package var all: [String] { events.withLock { $0 } }

    /// Waits, boundedly (5 seconds), until `event` has been recorded.
    package func waitFor(_ event: String) async throws {
        for _ in 0..<500 where !all.contains(event) {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
