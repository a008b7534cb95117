/// Runs one request's work many times and reports the median time and the allocations per request.
struct PerRequestMeasurement {
    /// Requests per round.
    let iterations: Int
    /// Rounds; the median is reported.
    let rounds: Int
    /// Measures only the rows whose name contains this (to run one under a profiler); nil measures every row.
    var only: String? = nil

    /// Measures `serveOneRequest`, called `iterations × rounds` times after a warm-up round.
    func run(_ name: String, serveOneRequest: () async throws -> Void) async rethrows -> PerRequestResult {
        if let only, !name.contains(only) {
            return PerRequestResult(name: name, nanosecondsPerRequest: .nan, allocationsPerRequest: .nan)
        }
        for _ in 0..<iterations / 10 { try await serveOneRequest() }
        var nanoseconds: [Double] = []
        var allocations: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let allocationsBefore = AllocationCount.now
            let start = clock.now
            for _ in 0..<iterations { try await serveOneRequest() }
            let elapsed = clock.now - start
            let allocationsAfter = AllocationCount.now
            let (seconds, attoseconds) = elapsed.components
            let total = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            nanoseconds.append(total / Double(iterations))
            allocations.append(Double(allocationsAfter - allocationsBefore) / Double(iterations))
        }
        return PerRequestResult(
            name: name,
            nanosecondsPerRequest: Self.median(nanoseconds),
            allocationsPerRequest: Self.median(allocations)
        )
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
