/// One request's scope: built on first use, released when the response has been written or the box is dropped.
///
/// The box holds no reference to the request, so a request that holds its box is never kept alive by it. The
/// scope is built outside the lock, so a factory that reaches the request again cannot deadlock; when two first
/// uses race, one scope is kept and the other, never handed out, is dropped.
package final class RequestScopeBox<RequestScope: Sendable>: Sendable {
    private enum State {
        /// Nothing has asked for the scope yet.
        case idle
        /// The scope, handed out to every use until it is released.
        case created(RequestScope)
        /// The scope was released; later uses throw.
        case released
    }

    private let state = Guarded<State>(.idle)
    private let statistics: RequestScopeStatistics

    /// An empty box whose scope, once built, is counted in `statistics`.
    package init(statistics: RequestScopeStatistics) {
        self.statistics = statistics
    }

    /// The scope, made now with `makeScope` if this is its first use; after `release()`, the error `released` makes.
    package func scope(
        orMake makeScope: () throws -> RequestScope,
        released: () -> any Error
    ) throws -> RequestScope {
        let current: RequestScope? = try state.withLock { state in
            switch state {
            case .idle: return nil
            case .created(let scope): return scope
            case .released: throw released()
            }
        }
        if let current { return current }
        let made = try makeScope()
        return try state.withLock { state in
            switch state {
            case .idle:
                state = .created(made)
                statistics.recordCreated()
                return made
            case .created(let winner):
                return winner
            case .released:
                throw released()
            }
        }
    }

    /// Whether the scope has been built and not yet released.
    package var isCreated: Bool {
        state.withLock { state in
            if case .created = state { return true }
            return false
        }
    }

    /// Drops the scope; later uses throw.
    package func release() {
        let dropped: RequestScope? = state.withLock { state in
            defer { state = .released }
            if case .created(let scope) = state { return scope }
            return nil
        }
        if dropped != nil { statistics.recordReleased() }
    }

    deinit {
        // A box dropped without release (a response that was never written, a Vapor request let go) still counts
        // its scope released.
        if isCreated { statistics.recordReleased() }
    }
}
