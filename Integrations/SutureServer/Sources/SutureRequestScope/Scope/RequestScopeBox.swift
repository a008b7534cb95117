import SutureRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One request's scope: built on first use, released when the response has been written or the box is dropped.
///
/// Copies of a box share one scope, and one allocation holds the scope's state, its lock and the seed: what the
/// integration keeps to make the scope (the middleware's factory, the request and its context for Hummingbird;
/// nothing for Vapor, whose request keeps the box and must not be kept by it). The scope is built outside the lock,
/// so nothing waits for a factory: when two first uses race, one scope is kept and the other, never handed out, is
/// dropped; a factory that reaches the very scope it is making gets an error instead of recursing.
///
/// Everything here is `@inlinable`, so an integration's client runs it specialized for its seed and scope; the
/// storage class is not generic, so that dropping a box runs no generic code either (see `RequestScopeBoxStorage`).
@_documentation(visibility: internal)
public struct RequestScopeBox<Seed: Sendable, RequestScope: Sendable>: @unchecked Sendable {
    // Sendable because the payload's state changes only under the storage's lock, and its seed never changes.
    @usableFromInline typealias Payload = RequestScopeBoxPayload<Seed, RequestScope>

    @usableFromInline var storage: RequestScopeBoxStorage

    /// An empty box that keeps `seed` and counts its scope, once built, in `statistics`; its storage is one that
    /// `pool` kept, when there is one.
    ///
    /// - Parameters:
    ///   - seed: What the integration keeps to make the scope, handed to the factory where it lies.
    ///   - statistics: Where the scope is counted once built, and again once released.
    ///   - pool: Where a finished request's storage waits for the next box, or `nil` to allocate one.
    @inlinable
    public init(seed: Seed, statistics: RequestScopeStatistics, pool: RequestScopeBoxPool<Seed, RequestScope>? = nil) {
        storage =
            pool?.take()
            ?? RequestScopeBoxStorage.make(
                payloadSize: MemoryLayout<Payload>.size,
                payloadAlignment: MemoryLayout<Payload>.alignment,
                statistics: statistics,
                endPayload: Self.endPayload(at:)
            )
        storage.withUnsafeMutablePointers { header, elements in
            Self.payloadAddress(after: elements).bindMemory(to: Payload.self, capacity: 1)
                .initialize(to: Payload(state: .idle, seed: seed))
            header.pointee.hasPayload = true
        }
    }

    /// The box whose storage `object` is, as `object` returned it.
    ///
    /// `object` must come from `object` of a box of this very type: it is not checked.
    ///
    /// - Parameter object: What `object` of a box of this type returned.
    @inlinable
    public init(unsafelyCasting object: AnyObject) {
        storage = unsafeDowncast(object, to: RequestScopeBoxStorage.self)
    }

    /// The box's storage, type-erased, for a holder that cannot name `Seed`; `init(unsafelyCasting:)` turns it back.
    @inlinable
    public var object: AnyObject { storage }

    /// What the integration gave to make the scope; it never changes, so it is read without the lock.
    @inlinable
    public var seed: Seed {
        withPayload { payload, _ in payload.pointee.seed }
    }

    /// Whether no other copy of this box exists, so nothing but its holder can reach the scope.
    @inlinable
    public mutating func isOnlyCopy() -> Bool {
        isKnownUniquelyReferenced(&storage)
    }

    /// The scope, made now with `makeScope` if this is its first use; after `release()`, the error `released` makes;
    /// reached again from inside `makeScope` on the same thread (a factory that asks for the scope it is making), the
    /// error `reachedWhileMade` makes, where it would otherwise recurse until the stack ran out.
    ///
    /// The closures get the seed where it lies in the box, not a copy: a seed may hold a request and its context,
    /// and a copy would retain every reference inside them. Another thread that asks while the scope is being made
    /// makes one too, outside the lock, and the first one stored is kept: nothing waits, so nothing can deadlock.
    ///
    /// - Parameters:
    ///   - makeScope: Makes the scope from the seed; called at most once per thread that finds the box idle.
    ///   - released: Makes the error thrown once the box is released.
    ///   - reachedWhileMade: Makes the error thrown when `makeScope` reaches the scope it is making.
    /// - Returns: The scope, the same for every use until the box is released.
    /// - Throws: What `makeScope` throws (the next use tries again), or the error `released` or `reachedWhileMade` makes.
    @inlinable
    public func scope(
        orMake makeScope: (UnsafePointer<Seed>) throws -> RequestScope,
        released: (UnsafePointer<Seed>) -> any Error,
        reachedWhileMade: (UnsafePointer<Seed>) -> any Error
    ) throws -> RequestScope {
        try withPayload { payload, lock in
            let thread = pthread_self()
            PlatformLock.lock(lock)
            switch payload.pointee.state {
            case .idle:
                payload.pointee.state = .making(by: thread)
                PlatformLock.unlock(lock)
            case .making(let maker):
                PlatformLock.unlock(lock)
                if pthread_equal(maker, thread) != 0 { throw reachedWhileMade(Self.seed(in: payload)) }
            case .created(let scope):
                PlatformLock.unlock(lock)
                return scope
            case .released:
                PlatformLock.unlock(lock)
                throw released(Self.seed(in: payload))
            }
            let made: RequestScope
            do {
                made = try makeScope(Self.seed(in: payload))
            } catch {
                PlatformLock.lock(lock)
                // The next use tries again, unless another thread's scope was stored meanwhile.
                if case .making(let maker) = payload.pointee.state, pthread_equal(maker, thread) != 0 {
                    payload.pointee.state = .idle
                }
                PlatformLock.unlock(lock)
                throw error
            }
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            switch payload.pointee.state {
            case .idle, .making:
                payload.pointee.state = .created(made)
                storage.statistics.recordCreated()
                return made
            case .created(let winner):
                return winner
            case .released:
                throw released(Self.seed(in: payload))
            }
        }
    }

    /// Whether the scope has been built and not yet released.
    @inlinable
    public var isCreated: Bool {
        withPayload { payload, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            if case .created = payload.pointee.state { return true }
            return false
        }
    }

    /// Where the scope stands, read under the lock without building it.
    @inlinable
    public var stage: RequestScopeBoxStage {
        withPayload { payload, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            switch payload.pointee.state {
            case .idle: return .idle
            case .making: return .making
            case .created: return .created
            case .released: return .released
            }
        }
    }

    /// Drops the scope; later uses throw.
    @inlinable
    public func release() {
        let dropped: RequestScope? = withPayload { payload, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            defer { payload.pointee.state = .released }
            if case .created(let scope) = payload.pointee.state { return scope }
            return nil
        }
        if dropped != nil { storage.statistics.recordReleased() }
    }

    /// Ends this copy, the box's only one (`isOnlyCopy()`), and keeps its storage in `pool` for another request: the
    /// seed is dropped now, and a scope still built is released first.
    ///
    /// - Parameter pool: Where the storage waits for the next request's box.
    @inlinable
    public consuming func recycle(into pool: RequestScopeBoxPool<Seed, RequestScope>) {
        let storage = self.storage
        storage.withUnsafeMutablePointers { header, elements in
            if Self.endPayload(at: elements) { header.pointee.statistics.recordReleased() }
            header.pointee.hasPayload = false
        }
        pool.keep(storage)
    }

    /// Where the seed lies in `payload`.
    @inlinable
    static func seed(in payload: UnsafeMutablePointer<Payload>) -> UnsafePointer<Seed> {
        UnsafePointer(
            (UnsafeMutableRawPointer(payload) + MemoryLayout<Payload>.offset(of: \.seed)!)
                .assumingMemoryBound(to: Seed.self))
    }

    /// Runs `body` with the payload and the lock.
    @inlinable
    func withPayload<Result>(
        _ body: (UnsafeMutablePointer<Payload>, UnsafeMutablePointer<PlatformLock.Primitive>) throws -> Result
    ) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { elements in
            try body(Self.payloadAddress(after: elements).assumingMemoryBound(to: Payload.self), elements)
        }
    }

    /// Where the payload lies: after the lock, the storage's first element, aligned for the payload.
    @inlinable
    static func payloadAddress(after elements: UnsafeMutablePointer<PlatformLock.Primitive>) -> UnsafeMutableRawPointer
    {
        UnsafeMutableRawPointer(elements + 1).alignedUp(for: Payload.self)
    }

    /// Ends the payload after `elements`; whether it held a scope built and not released.
    ///
    /// The storage's deinit calls it: a function made where the box is specialized, so the payload ends without generic
    /// code.
    @inlinable
    static func endPayload(at elements: UnsafeMutablePointer<PlatformLock.Primitive>) -> Bool {
        let payload = payloadAddress(after: elements).assumingMemoryBound(to: Payload.self)
        let wasCreated: Bool
        if case .created = payload.pointee.state { wasCreated = true } else { wasCreated = false }
        payload.deinitialize(count: 1)
        return wasCreated
    }
}

extension RequestScopeBox where Seed == Void {
    /// An empty box with nothing to keep, whose scope, once built, is counted in `statistics`.
    ///
    /// - Parameter statistics: Where the scope is counted once built, and again once released.
    @inlinable
    public init(statistics: RequestScopeStatistics) {
        self.init(seed: (), statistics: statistics)
    }
}

/// The one allocation behind every `RequestScopeBox`: the counts and how to end the payload in the header; the lock,
/// then the payload, in the tail.
///
/// Not generic: a generic class is destroyed by its unspecialized code, which looks up the metadata of every generic
/// field each time; this one's deinit calls the payload's `endPayload`, made where the box is specialized.
@usableFromInline
final class RequestScopeBoxStorage: ManagedBuffer<RequestScopeBoxHeader, PlatformLock.Primitive> {
    /// Storage with an initialized lock and room for a payload of `payloadSize` bytes aligned to `payloadAlignment`.
    @inlinable
    static func make(
        payloadSize: Int,
        payloadAlignment: Int,
        statistics: RequestScopeStatistics,
        endPayload: @escaping (UnsafeMutablePointer<PlatformLock.Primitive>) -> Bool
    ) -> RequestScopeBoxStorage {
        let lockStride = MemoryLayout<PlatformLock.Primitive>.stride
        let payloadElements =
            (payloadSize + max(payloadAlignment - MemoryLayout<PlatformLock.Primitive>.alignment, 0)
                + lockStride - 1) / lockStride
        let storage = unsafeDowncast(
            create(minimumCapacity: 1 + payloadElements) { _ in
                RequestScopeBoxHeader(statistics: statistics, endPayload: endPayload)
            },
            to: RequestScopeBoxStorage.self
        )
        storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return storage
    }

    /// Where the scope is counted.
    @inlinable
    var statistics: RequestScopeStatistics {
        withUnsafeMutablePointerToHeader { $0.pointee.statistics }
    }

    @inlinable
    deinit {
        // A box dropped without release (a response that was never written, a Vapor request let go) still counts
        // its scope released. Nothing else holds the storage any more, so the payload is read without the lock.
        withUnsafeMutablePointers { header, elements in
            if header.pointee.hasPayload, header.pointee.endPayload(elements) {
                header.pointee.statistics.recordReleased()
            }
            PlatformLock.deinitialize(elements)
        }
    }
}

/// The header of a `RequestScopeBoxStorage`: where scopes are counted, how its payload ends, and whether it has one.
@usableFromInline
struct RequestScopeBoxHeader {
    /// Where the scope is counted.
    @usableFromInline let statistics: RequestScopeStatistics
    /// Ends the payload that follows the lock at the given elements; whether it held a scope not yet released.
    @usableFromInline let endPayload: (UnsafeMutablePointer<PlatformLock.Primitive>) -> Bool
    /// Whether a payload follows the lock: false while the storage waits in a `RequestScopeBoxPool`.
    @usableFromInline var hasPayload = false

    @inlinable
    init(
        statistics: RequestScopeStatistics, endPayload: @escaping (UnsafeMutablePointer<PlatformLock.Primitive>) -> Bool
    ) {
        self.statistics = statistics
        self.endPayload = endPayload
    }
}

/// What a `RequestScopeBox` keeps after its lock: the scope's state and the seed.
@usableFromInline
struct RequestScopeBoxPayload<Seed: Sendable, RequestScope: Sendable> {
    /// Where the scope is in its life.
    @usableFromInline
    enum State {
        /// Nothing has asked for the scope yet, or the last attempt to make it failed.
        case idle
        /// The thread `by` is making the scope; another thread asking meanwhile makes one too.
        case making(by: pthread_t)
        /// The scope, handed out to every use until it is released.
        case created(RequestScope)
        /// The scope was released; later uses throw.
        case released
    }

    /// Where the scope is in its life; read and changed under the box's lock.
    @usableFromInline var state: State
    /// What the integration gave to make the scope.
    @usableFromInline let seed: Seed

    @inlinable
    init(state: State, seed: Seed) {
        self.state = state
        self.seed = seed
    }
}
