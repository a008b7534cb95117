import Hummingbird

/// Writes a response body nowhere, as the server would write it to the connection, so the scope is released.
struct NullBodyWriter: ResponseBodyWriter {
    mutating func write(_ buffer: ByteBuffer) async throws {}

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
