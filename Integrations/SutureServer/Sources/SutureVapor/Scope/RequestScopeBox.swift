import Synchronization

/// One request's scope, kept in `req.storage`: built on first use, released when Vapor drops the request.
///
/// The box holds no reference to the request (the request holds the box), so it never keeps the request alive.
/// The scope is built outside the lock, so a factory that reaches the request again cannot deadlock; when two
/// first uses race, one scope is kept and the other, never handed out, is dropped.
final class RequestScopeBox: Sendable {
    private let stored = Mutex<(any Sendable)?>(nil)
    private let statistics: RequestScopeStatistics

    init(statistics: RequestScopeStatistics) {
        self.statistics = statistics
    }

    /// The scope, made now with `makeScope` if this is its first use.
    func scope(orMake makeScope: () throws -> any Sendable) throws -> any Sendable {
        if let current = stored.withLock({ $0 }) { return current }
        let made = try makeScope()
        return stored.withLock { scope in
            if let winner = scope { return winner }
            scope = made
            statistics.recordCreated()
            return made
        }
    }

    deinit {
        if stored.withLock({ $0 != nil }) { statistics.recordReleased() }
    }
}
