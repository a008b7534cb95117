import Atomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Coordinates the first construction of shared instances across threads.
///
/// A shared instance is built by exactly one thread; others asking meanwhile wait for it. The
/// monitor's lock guards only this bookkeeping and is never held while a factory runs, so unrelated
/// constructions proceed in parallel and a factory may resolve anything without deadlocking. Before
/// a thread waits, the monitor follows the chain of builders waiting on each other: if the chain
/// comes back to the asking thread, the wait would never end, and it is reported as a cycle instead.
final class ConstructionMonitor: @unchecked Sendable {
    /// The one monitor: it guards bookkeeping only, so sharing it costs nothing on the fast path.
    static let shared = ConstructionMonitor()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// Who builds the instance of each component word being built now, keyed by the word's address; guarded by
    /// the lock. A word has no room for its builder, and an entry lives only while its build runs.
    private var wordBuilders: [UnsafeRawPointer: ResolutionContext] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Returns the cell's instance, building it with `make` on this thread unless another thread is already building it.
    func instance<Value>(
        of cell: InstanceCell<Value>,
        key: AnyDependencyKey,
        site: RegistrationSite?,
        context: ResolutionContext,
        make: () throws -> Value
    ) throws -> Value {
        pthread_mutex_lock(mutex)
        while true {
            if let value = cell.cachedValue() {
                pthread_mutex_unlock(mutex)
                return value
            }
            if let failure = cell.pendingFailure {
                cell.pendingFailure = nil
                pthread_mutex_unlock(mutex)
                guard let resolutionError = failure as? ResolutionError else { throw failure }
                throw resolutionError.reached(along: context.keys + [key])
            }
            guard let builder = cell.builder else { break }
            try waitForTheBuild(by: builder, of: key, site: site, asker: context, cell: cell, word: nil)
        }
        cell.builder = context
        pthread_mutex_unlock(mutex)

        // Not `Result { try make() }`: this function runs unspecialized, and `Result<Value, any Error>` would be
        // looked up as generic metadata on every build, once per request for a request-scoped binding.
        let value: Value
        do {
            value = try make()
        } catch {
            pthread_mutex_lock(mutex)
            endBuildAndUnlock(of: cell)
            throw error
        }
        pthread_mutex_lock(mutex)
        cell.store(value)
        endBuildAndUnlock(of: cell)
        return value
    }

    /// Returns the instance a component word publishes, building it with `make` on this thread unless another
    /// thread is already building it.
    func instance<Value>(
        publishedAt wordAddress: UnsafeMutablePointer<UnsafeRawPointer?.AtomicRepresentation>,
        key: AnyDependencyKey,
        context: ResolutionContext,
        make: () throws -> Value
    ) throws -> Value {
        let word = UnsafeAtomic<UnsafeRawPointer?>(at: wordAddress)
        let address = UnsafeRawPointer(wordAddress)
        pthread_mutex_lock(mutex)
        while true {
            if let published = word.load(ordering: .acquiring) {
                pthread_mutex_unlock(mutex)
                return SingletonCell<Value>.value(published: published)
            }
            guard let builder = wordBuilders[address] else { break }
            try waitForTheBuild(by: builder, of: key, site: nil, asker: context, cell: nil, word: address)
        }
        wordBuilders[address] = context
        pthread_mutex_unlock(mutex)

        let value: Value
        do {
            value = try make()
        } catch {
            pthread_mutex_lock(mutex)
            endBuildAndUnlock(ofWordAt: address)
            throw error
        }
        let published = SingletonCell<Value>.publish(value)
        pthread_mutex_lock(mutex)
        word.store(published, ordering: .releasing)
        endBuildAndUnlock(ofWordAt: address)
        return value
    }

    /// With the lock held: waits until a build by `builder` (of `cell` or of the component word at `word`) ends, or,
    /// when that wait would never end because `builder` waits for what `asker` builds, unlocks and throws the cycle.
    private func waitForTheBuild(
        by builder: ResolutionContext,
        of key: AnyDependencyKey,
        site: RegistrationSite?,
        asker context: ResolutionContext,
        cell: CellConstructionState?,
        word: UnsafeRawPointer?
    ) throws {
        if let loop = builder === context ? [] : keysAwaitedInALoop(asker: context, builder: builder, awaitedKey: key) {
            pthread_mutex_unlock(mutex)
            throw ResolutionError(kind: .cycle, key: key, path: context.keys + [key] + loop, site: site)
        }
        context.awaitedCell = cell
        context.awaitedWord = word
        context.awaitedKey = key
        pthread_cond_wait(condition, mutex)
        context.awaitedCell = nil
        context.awaitedWord = nil
        context.awaitedKey = nil
    }

    /// With the lock held: marks the word at `address` as no longer being built, wakes the threads that wait for
    /// it, and unlocks.
    private func endBuildAndUnlock(ofWordAt address: UnsafeRawPointer) {
        wordBuilders[address] = nil
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// With the lock held: marks `cell` as no longer being built, wakes the threads that wait for it, and unlocks.
    private func endBuildAndUnlock(of cell: CellConstructionState) {
        cell.builder = nil
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the monitor's lock, for bookkeeping only.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Records a failure that the next request for the cell rethrows (an eager singleton's).
    func recordFailure(_ error: any Error, in cell: CellConstructionState) {
        pthread_mutex_lock(mutex)
        cell.pendingFailure = error
        pthread_mutex_unlock(mutex)
    }

    /// When the builder, directly or through other builders, waits for something the asker is building,
    /// the rest of the loop: what each of those builders builds after the awaited key, then what it waits
    /// for; nil when the wait will end. A waiting thread's path cannot change, so reading it here is safe.
    private func keysAwaitedInALoop(
        asker: ResolutionContext,
        builder: ResolutionContext,
        awaitedKey: AnyDependencyKey
    ) -> [AnyDependencyKey]? {
        var current = builder
        var builtKey = awaitedKey
        var keys: [AnyDependencyKey] = []
        while let next = builderOfWhat(awaitedBy: current), let waitedKey = current.awaitedKey, keys.count < 10_000 {
            let path = current.localKeys
            if let position = path.lastIndex(of: builtKey) {
                keys += path[(position + 1)...]
            }
            keys.append(waitedKey)
            if next === asker { return keys }
            current = next
            builtKey = waitedKey
        }
        return nil
    }

    /// With the lock held: who builds what `context` waits for, a cell or a component word.
    private func builderOfWhat(awaitedBy context: ResolutionContext) -> ResolutionContext? {
        if let cell = context.awaitedCell { return cell.builder }
        return context.awaitedWord.flatMap { wordBuilders[$0] }
    }
}
