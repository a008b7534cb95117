/// One request's scope: built on first use, released when the response has been written or the box is dropped.
///
/// Copies of a box share one scope, and one allocation holds the scope's state, its lock and the seed: what the
/// integration keeps to make the scope (the middleware's factory, the request and its context for Hummingbird;
/// nothing for Vapor, whose request keeps the box and must not be kept by it). The scope is built outside the lock,
/// so a factory that reaches the request again cannot deadlock; when two first uses race, one scope is kept and the
/// other, never handed out, is dropped.
package struct RequestScopeBox<Seed: Sendable, RequestScope: Sendable>: @unchecked Sendable {
    // Sendable because every change to the storage's state is made under its lock, and its seed never changes.
    private var storage: RequestScopeBoxStorage<Seed, RequestScope>

    /// An empty box that keeps `seed` and counts its scope, once built, in `statistics`.
    package init(seed: Seed, statistics: RequestScopeStatistics) {
        storage = RequestScopeBoxStorage.make(seed: seed, statistics: statistics)
    }

    /// What the integration gave to make the scope; it never changes, so it is read without the lock.
    package var seed: Seed {
        storage.withUnsafeMutablePointerToHeader { $0.pointee.seed }
    }

    /// Whether no other copy of this box exists, so nothing but its holder can reach the scope.
    package mutating func isOnlyCopy() -> Bool {
        isKnownUniquelyReferenced(&storage)
    }

    /// The scope, made now with `makeScope` if this is its first use; after `release()`, the error `released` makes.
    package func scope(
        orMake makeScope: (Seed) throws -> RequestScope,
        released: (Seed) -> any Error
    ) throws -> RequestScope {
        let current: RequestScope? = try storage.withState { state in
            switch state {
            case .idle: return nil
            case .created(let scope): return scope
            case .released: throw released(seed)
            }
        }
        if let current { return current }
        let made = try makeScope(seed)
        return try storage.withState { state in
            switch state {
            case .idle:
                state = .created(made)
                storage.statistics.recordCreated()
                return made
            case .created(let winner):
                return winner
            case .released:
                throw released(seed)
            }
        }
    }

    /// Whether the scope has been built and not yet released.
    package var isCreated: Bool {
        storage.withState { state in
            if case .created = state { return true }
            return false
        }
    }

    /// Drops the scope; later uses throw.
    package func release() {
        let dropped: RequestScope? = storage.withState { state in
            defer { state = .released }
            if case .created(let scope) = state { return scope }
            return nil
        }
        if dropped != nil { storage.statistics.recordReleased() }
    }
}

extension RequestScopeBox where Seed == Void {
    /// An empty box with nothing to keep, whose scope, once built, is counted in `statistics`.
    package init(statistics: RequestScopeStatistics) {
        self.init(seed: (), statistics: statistics)
    }
}

/// The one allocation behind a `RequestScopeBox`: its contents in the header, its lock in the one tail element.
private final class RequestScopeBoxStorage<Seed: Sendable, RequestScope: Sendable>:
    ManagedBuffer<RequestScopeBoxContents<Seed, RequestScope>, PlatformLock.Primitive>
{
    static func make(seed: Seed, statistics: RequestScopeStatistics) -> RequestScopeBoxStorage {
        let storage = unsafeDowncast(
            create(minimumCapacity: 1) { _ in
                RequestScopeBoxContents(state: .idle, seed: seed, statistics: statistics)
            },
            to: RequestScopeBoxStorage.self
        )
        storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return storage
    }

    var statistics: RequestScopeStatistics {
        withUnsafeMutablePointerToHeader { $0.pointee.statistics }
    }

    func withState<Result>(
        _ body: (inout RequestScopeBoxContents<Seed, RequestScope>.State) throws -> Result
    ) rethrows -> Result {
        try withUnsafeMutablePointers { contents, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            return try body(&contents.pointee.state)
        }
    }

    deinit {
        // A box dropped without release (a response that was never written, a Vapor request let go) still counts
        // its scope released. Nothing else holds the storage any more, so the state is read without the lock.
        let wasCreated = withUnsafeMutablePointerToHeader { contents in
            if case .created = contents.pointee.state { return true }
            return false
        }
        if wasCreated { statistics.recordReleased() }
        withUnsafeMutablePointerToElements { PlatformLock.deinitialize($0) }
    }
}

/// What a `RequestScopeBox` holds next to its lock: the scope's state, the seed and the counts.
private struct RequestScopeBoxContents<Seed: Sendable, RequestScope: Sendable> {
    /// Where the scope is in its life.
    enum State {
        /// Nothing has asked for the scope yet.
        case idle
        /// The scope, handed out to every use until it is released.
        case created(RequestScope)
        /// The scope was released; later uses throw.
        case released
    }

    /// Where the scope is in its life; read and changed under the box's lock.
    var state: State
    /// What the integration gave to make the scope.
    let seed: Seed
    /// Where the scope is counted.
    let statistics: RequestScopeStatistics
}
