import Hummingbird
import Synchronization

/// Writes a response body into a string the test reads back, as the server would write it to the connection.
struct CollectingBodyWriter: ResponseBodyWriter {
    /// What was written, shared with the test.
    final class Written: Sendable {
        private let text = Mutex("")

        /// Everything written so far.
        var value: String { text.withLock { $0 } }

        func append(_ buffer: ByteBuffer) {
            text.withLock { $0 += String(buffer: buffer) }
        }
    }

    let written: Written

    mutating func write(_ buffer: ByteBuffer) async throws {
        written.append(buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
