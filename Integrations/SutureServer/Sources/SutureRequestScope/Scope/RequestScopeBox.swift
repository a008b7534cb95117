/// One request's scope: built on first use, released when the response has been written or the box is dropped.
///
/// Copies of a box share one scope, and one allocation holds the scope's state, its lock and the seed: what the
/// integration keeps to make the scope (the middleware's factory, the request and its context for Hummingbird;
/// nothing for Vapor, whose request keeps the box and must not be kept by it). The scope is built outside the lock,
/// so a factory that reaches the request again cannot deadlock; when two first uses race, one scope is kept and the
/// other, never handed out, is dropped.
@usableFromInline
package struct RequestScopeBox<Seed: Sendable, RequestScope: Sendable>: @unchecked Sendable {
    // Sendable because every change to the storage's state is made under its lock, and its seed never changes.
    @usableFromInline var storage: RequestScopeBoxStorage<Seed, RequestScope>

    /// An empty box that keeps `seed` and counts its scope, once built, in `statistics`.
    @inlinable
    package init(seed: Seed, statistics: RequestScopeStatistics) {
        storage = RequestScopeBoxStorage.make(seed: seed, statistics: statistics)
    }

    /// The box whose storage `object` is, as `object` returned it.
    ///
    /// `object` must come from `object` of a box of this very type: it is not checked.
    @inlinable
    package init(unsafelyCasting object: AnyObject) {
        storage = unsafeDowncast(object, to: RequestScopeBoxStorage<Seed, RequestScope>.self)
    }

    /// The box's storage, type-erased, for a holder that cannot name `Seed`; `init(unsafelyCasting:)` turns it back.
    @inlinable
    package var object: AnyObject { storage }

    /// What the integration gave to make the scope; it never changes, so it is read without the lock.
    @inlinable
    package var seed: Seed {
        storage.withUnsafeMutablePointerToHeader { $0.pointee.seed }
    }

    /// Whether no other copy of this box exists, so nothing but its holder can reach the scope.
    @inlinable
    package mutating func isOnlyCopy() -> Bool {
        isKnownUniquelyReferenced(&storage)
    }

    /// The scope, made now with `makeScope` if this is its first use; after `release()`, the error `released` makes.
    ///
    /// Both closures borrow the seed where it lies: a seed holds a request and its context, and copying them would
    /// retain every reference inside.
    @inlinable
    package func scope(
        orMake makeScope: (borrowing Seed) throws -> RequestScope,
        released: (borrowing Seed) -> any Error
    ) throws -> RequestScope {
        try storage.withUnsafeMutablePointers { contents, lock in
            PlatformLock.lock(lock)
            switch contents.pointee.state {
            case .idle:
                PlatformLock.unlock(lock)
            case .created(let scope):
                PlatformLock.unlock(lock)
                return scope
            case .released:
                PlatformLock.unlock(lock)
                throw released(contents.pointee.seed)
            }
            let made = try makeScope(contents.pointee.seed)
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            switch contents.pointee.state {
            case .idle:
                contents.pointee.state = .created(made)
                contents.pointee.statistics.recordCreated()
                return made
            case .created(let winner):
                return winner
            case .released:
                throw released(contents.pointee.seed)
            }
        }
    }

    /// Whether the scope has been built and not yet released.
    @inlinable
    package var isCreated: Bool {
        storage.withState { state in
            if case .created = state { return true }
            return false
        }
    }

    /// Drops the scope; later uses throw.
    @inlinable
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
    @inlinable
    package init(statistics: RequestScopeStatistics) {
        self.init(seed: (), statistics: statistics)
    }
}

/// The one allocation behind a `RequestScopeBox`: its contents in the header, its lock in the one tail element.
@usableFromInline
final class RequestScopeBoxStorage<Seed: Sendable, RequestScope: Sendable>:
    ManagedBuffer<RequestScopeBoxContents<Seed, RequestScope>, PlatformLock.Primitive>
{
    @inlinable
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

    @inlinable
    var statistics: RequestScopeStatistics {
        withUnsafeMutablePointerToHeader { $0.pointee.statistics }
    }

    @inlinable
    func withState<Result>(
        _ body: (inout RequestScopeBoxContents<Seed, RequestScope>.State) throws -> Result
    ) rethrows -> Result {
        try withUnsafeMutablePointers { contents, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            return try body(&contents.pointee.state)
        }
    }

    @inlinable
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
@usableFromInline
struct RequestScopeBoxContents<Seed: Sendable, RequestScope: Sendable> {
    /// Where the scope is in its life.
    @usableFromInline
    enum State {
        /// Nothing has asked for the scope yet.
        case idle
        /// The scope, handed out to every use until it is released.
        case created(RequestScope)
        /// The scope was released; later uses throw.
        case released
    }

    /// Where the scope is in its life; read and changed under the box's lock.
    @usableFromInline var state: State
    /// What the integration gave to make the scope.
    @usableFromInline let seed: Seed
    /// Where the scope is counted.
    @usableFromInline let statistics: RequestScopeStatistics

    @inlinable
    init(state: State, seed: Seed, statistics: RequestScopeStatistics) {
        self.state = state
        self.seed = seed
        self.statistics = statistics
    }
}
