public import HummingbirdTesting

/// A server running for a test: the application on 127.0.0.1, on a port the system picked, once every service of its
/// `ServiceGraph` has started; each client has a connection of its own to it.
public struct LiveServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    /// One client per connection, each connected to the server: send requests from several at once to test
    /// concurrency.
    public let clients: [TestClient]

    /// The first client, for a test that needs one connection.
    public var client: TestClient { clients[0] }
}
