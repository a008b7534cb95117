import SutureRuntime

/// Boxes whose requests are done, kept for the next requests of the same integration, so that a request's box is
/// not an allocation of its own once the server is warm.
///
/// Typed by the boxes it keeps, so a box of one layout never comes back as another. A box comes back only from a
/// holder that knew it held the box's only copy (see `RequestScopeBox.recycle(into:)`, which releases a scope still
/// built): nothing else can reach a box here. Its seed is gone by then, so a kept box holds
/// no request. At most `limit` boxes are kept; more are freed as usual.
@_documentation(visibility: internal)
public final class RequestScopeBoxPool<Seed: Sendable, RequestScope: Sendable>: @unchecked Sendable {
    // Sendable because `storages` is read and changed only under `lock`.
    @usableFromInline let lock: UnsafeMutablePointer<PlatformLock.Primitive>
    @usableFromInline var storages: [RequestScopeBoxStorage] = []
    /// The most boxes kept at once.
    @usableFromInline let limit: Int

    /// An empty pool that keeps at most `limit` boxes.
    ///
    /// - Parameter limit: How many boxes the pool keeps at most; one more is dropped.
    @inlinable
    public init(limit: Int = 256) {
        self.limit = limit
        lock = .allocate(capacity: 1)
        PlatformLock.initialize(lock)
        storages.reserveCapacity(limit)
    }

    deinit {
        PlatformLock.deinitialize(lock)
        lock.deallocate()
    }

    /// How many boxes wait for a request now.
    @inlinable
    public var count: Int {
        PlatformLock.lock(lock)
        defer { PlatformLock.unlock(lock) }
        return storages.count
    }

    /// A kept box's storage, empty, or nil when none is kept.
    @inlinable
    func take() -> RequestScopeBoxStorage? {
        PlatformLock.lock(lock)
        defer { PlatformLock.unlock(lock) }
        return storages.popLast()
    }

    /// Keeps `storage`, empty and reached by nothing else, for a later request, unless the pool is full.
    @inlinable
    func keep(_ storage: consuming RequestScopeBoxStorage) {
        PlatformLock.lock(lock)
        if storages.count < limit {
            storages.append(storage)
            PlatformLock.unlock(lock)
        } else {
            PlatformLock.unlock(lock)
            // Dropped here, outside the lock: freeing it runs its deinit.
            _ = consume storage
        }
    }
}
