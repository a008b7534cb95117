/// The server of `withLiveServer` ended before it began to listen, without an error of its own.
public struct LiveServerError: Error, Equatable, CustomStringConvertible {
    /// The message, with the likely cause.
    public var description: String {
        "the live server ended before it began to listen on 127.0.0.1, and its service group reported no error. "
            + "Fix: look for a service of the graph, or the application, that returns at once from run()."
    }
}
