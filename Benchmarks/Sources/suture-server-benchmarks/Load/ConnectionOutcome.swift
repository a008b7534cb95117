/// What one keep-alive connection of the load run saw.
struct ConnectionOutcome: Sendable {
    /// Responses with status 200.
    var succeeded = 0
    /// Responses with another status, plus requests never answered (a connection error or close).
    var failed = 0
}
