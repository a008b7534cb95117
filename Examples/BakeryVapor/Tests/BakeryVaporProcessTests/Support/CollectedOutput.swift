import Synchronization

/// What a child process has written so far, appended from the pipe's reading thread.
final class CollectedOutput: Sendable {
    private let text = Mutex("")

    /// Appends `more`.
    func append(_ more: String) {
        text.withLock { $0 += more }
    }

    /// Everything written so far.
    var all: String { text.withLock { $0 } }
}
