import Synchronization

/// One request's scope: built on first use, dropped when the response has been written.
///
/// The scope is built outside the lock, so a factory that reaches the context again cannot deadlock; when
/// two first uses race, one scope is kept and the other, never handed out, is dropped.
final class RequestScopeBox<RequestScope: Sendable>: Sendable {
    private enum State {
        /// Nothing has asked for the scope yet.
        case idle
        /// The scope, handed out to every use until the response is written.
        case created(RequestScope)
        /// The response was written and the scope dropped.
        case released
    }

    private let state = Mutex<State>(.idle)
    private let makeScope: @Sendable () throws -> RequestScope
    private let statistics: RequestScopeStatistics
    /// `GET /cart`, for messages.
    let request: String

    init(request: String, statistics: RequestScopeStatistics, makeScope: @escaping @Sendable () throws -> RequestScope)
    {
        self.request = request
        self.statistics = statistics
        self.makeScope = makeScope
    }

    /// The scope, built now if this is its first use.
    func scope(reaching binding: String, from context: Any.Type) throws -> RequestScope {
        let current: RequestScope? = try state.withLock { state in
            switch state {
            case .idle: return nil
            case .created(let scope): return scope
            case .released: throw releasedError(binding: binding, context: context)
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
                throw releasedError(binding: binding, context: context)
            }
        }
    }

    /// Whether the scope has been built and not yet released.
    var isCreated: Bool {
        state.withLock { state in
            if case .created = state { return true }
            return false
        }
    }

    /// Drops the scope; later uses throw `RequestScopeError`.
    func release() {
        let dropped: RequestScope? = state.withLock { state in
            defer { state = .released }
            if case .created(let scope) = state { return scope }
            return nil
        }
        if dropped != nil { statistics.recordReleased() }
    }

    deinit {
        // A response that was never written (a later middleware dropped it) still releases its scope.
        if isCreated { statistics.recordReleased() }
    }

    private func releasedError(binding: String, context: Any.Type) -> RequestScopeError {
        RequestScopeError(kind: .afterResponse, binding: binding, context: "\(context)", request: request)
    }
}
