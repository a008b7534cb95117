import Foundation

/// Counts calls from any thread, such as how many times a factory ran.
final class Counter: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var value = 0

    init() {}

    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
