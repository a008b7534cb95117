import HeapStatistics

/// The bytes the allocator has handed out and not yet taken back, for memory per registration.
enum HeapBytes {
    /// The bytes in use now, or nil where the system does not tell.
    static func inUse() -> Int? {
        let bytes = suture_heap_bytes_in_use()
        return bytes == 0 ? nil : Int(bytes)
    }

    /// The median of `repetitions` measurements of the bytes `make` keeps alive, divided by `count`.
    ///
    /// Each measurement builds once more than it counts: the first build of a round pays for what lives as long
    /// as the process (generic metadata of each registered type, caches), which a second container does not.
    static func perItem(count: Int, repetitions: Int = 5, _ make: () -> AnyObject) -> Double? {
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let warmUp = make()
            guard let before = inUse() else { return nil }
            let kept = make()
            guard let after = inUse() else { return nil }
            withExtendedLifetime((warmUp, kept)) {}
            samples.append(Double(after - before) / Double(count))
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
