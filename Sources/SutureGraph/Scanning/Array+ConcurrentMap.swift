import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)`, with the elements transformed on every processor at once; the results keep their order.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            // Each iteration writes its own element and nothing reads one before all are written.
            nonisolated(unsafe) let results = base
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (results + index).initialize(to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}
