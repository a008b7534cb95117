import Foundation

/// A gate that stays open once opened: every `wait()` after `open()` returns at once.
final class Latch: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var isOpen = false

    init() {}

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the latch is open; false if `seconds` pass first (a hang guard, not a timing check).
    @discardableResult
    func wait(seconds: TimeInterval = 60) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isOpen {
            if !condition.wait(until: deadline) { return isOpen }
        }
        return true
    }
}

/// A value written by one thread and read by another after a `Latch` or join.
final class Slot<Value>: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var storage: Value?

    init() {}

    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage = newValue
        }
    }
}

/// Runs each body on its own new thread at once and reports whether all finished within `seconds`.
///
/// The limit only turns a deadlock into a failed expectation instead of a hung test run; the
/// bodies are expected to finish almost at once.
func runOnSeparateThreads(seconds: TimeInterval = 60, _ bodies: [@Sendable () -> Void]) async -> Bool {
    let finished = bodies.map { _ in Latch() }
    for (body, latch) in zip(bodies, finished) {
        let thread = Thread {
            body()
            latch.open()
        }
        thread.stackSize = 1 << 22
        thread.start()
    }
    return await withCheckedContinuation { continuation in
        let watchdog = Thread {
            let deadline = Date(timeIntervalSinceNow: seconds)
            let allFinished = finished.allSatisfy { $0.wait(seconds: max(0, deadline.timeIntervalSinceNow)) }
            continuation.resume(returning: allFinished)
        }
        watchdog.start()
    }
}
