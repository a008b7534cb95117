import Synchronization

/// Keeps results alive so the optimizer cannot drop the work that made them.
enum Sink {
    private static let total = Atomic<Int>(0)

    static func consume(_ value: Int) {
        total.add(value, ordering: .relaxed)
    }
}
