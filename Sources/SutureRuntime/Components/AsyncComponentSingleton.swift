import Atomics

/// Where a generated component keeps a shared instance built by an `async` initializer: built once, then read
/// with one atomic load.
///
/// Concurrent first requests wait for the one build without holding a lock or a thread: a caller that finds a
/// build in progress suspends until it ends, then reads the instance, or builds it itself when that build failed.
///
/// Copies of a slot share the instance and the turn to build it.
@_spi(SutureGenerated)
public struct AsyncComponentSingleton<Value>: @unchecked Sendable {
    // Sendable because the cell publishes its instance atomically and the turn is taken under a lock.
    @usableFromInline let cell: SingletonCell<Value>
    /// The turn to build, taken by one caller at a time.
    @usableFromInline let turn = AsyncBuildTurn()

    /// An empty slot.
    public init() {
        cell = SingletonCell<Value>()
    }

    /// The instance, built by `make` on the first call, on the caller's actor.
    @inlinable
    public func get(
        isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> Value
    ) async rethrows -> Value {
        if let word = cell.storage.load(ordering: .acquiring) { return SingletonCell<Value>.value(published: word) }
        return try await build(isolation: isolation, make)
    }

    /// Whether the instance has been built.
    public var isBuilt: Bool { cell.cachedValue() != nil }

    @usableFromInline
    func build(isolation: isolated (any Actor)?, _ make: () async throws -> Value) async rethrows -> Value {
        while true {
            if let value = cell.cachedValue() { return value }
            if turn.claim() {
                do {
                    let value = try await make()
                    cell.store(value)
                    turn.finish()
                    return value
                } catch {
                    turn.finish()
                    throw error
                }
            }
            await turn.waitForTheBuildToEnd()
        }
    }
}

/// Who is building a component's async singleton, and who waits for that build to end.
@usableFromInline
final class AsyncBuildTurn: @unchecked Sendable {
    private let lock = Lock.make()
    private var isBuilding = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init() {}

    /// Takes the turn to build; `false` when another caller has it.
    @usableFromInline
    func claim() -> Bool {
        lock.withLock {
            guard !isBuilding else { return false }
            isBuilding = true
            return true
        }
    }

    /// Ends the turn and wakes every waiter.
    @usableFromInline
    func finish() {
        let woken = lock.withLock {
            isBuilding = false
            defer { waiters = [] }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }

    /// Suspends until the current build ends (at once when none is in progress).
    @usableFromInline
    func waitForTheBuildToEnd() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = lock.withLock {
                guard isBuilding else { return true }
                waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
