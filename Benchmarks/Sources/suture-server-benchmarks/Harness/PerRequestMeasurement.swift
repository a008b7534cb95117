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
        if let only, !name.contains(only) { return Self.skipped(name) }
        for _ in 0..<iterations / 10 { try await serveOneRequest() }
        var rounds = Rounds()
        for _ in 0..<self.rounds {
            let start = rounds.start()
            for _ in 0..<iterations { try await serveOneRequest() }
            rounds.end(start, iterations: iterations)
        }
        return rounds.result(name)
    }

    /// Measures `serveOneRequest` as `run` does, without suspending between requests: for work that must stay on one
    /// thread, such as a Vapor responder chain run on its event loop, whose futures then complete in place.
    func runSynchronously(_ name: String, serveOneRequest: () throws -> Void) rethrows -> PerRequestResult {
        if let only, !name.contains(only) { return Self.skipped(name) }
        for _ in 0..<iterations / 10 { try serveOneRequest() }
        var rounds = Rounds()
        for _ in 0..<self.rounds {
            let start = rounds.start()
            for _ in 0..<iterations { try serveOneRequest() }
            rounds.end(start, iterations: iterations)
        }
        return rounds.result(name)
    }

    /// The result of a row that `only` leaves out.
    private static func skipped(_ name: String) -> PerRequestResult {
        PerRequestResult(name: name, nanosecondsPerRequest: .nan, allocationsPerRequest: .nan)
    }

    /// The time and allocations per request of each round.
    private struct Rounds {
        let clock = ContinuousClock()
        var nanoseconds: [Double] = []
        var allocations: [Double] = []

        /// Where a round starts: the allocations so far and the time.
        func start() -> (allocations: UInt64, time: ContinuousClock.Instant) {
            (AllocationCount.now, clock.now)
        }

        /// Records the round that began at `start` and served `iterations` requests.
        mutating func end(_ start: (allocations: UInt64, time: ContinuousClock.Instant), iterations: Int) {
            let elapsed = clock.now - start.time
            let allocationsAfter = AllocationCount.now
            let (seconds, attoseconds) = elapsed.components
            let total = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            nanoseconds.append(total / Double(iterations))
            allocations.append(Double(allocationsAfter - start.allocations) / Double(iterations))
        }

        /// The medians, as the row named `name`.
        func result(_ name: String) -> PerRequestResult {
            PerRequestResult(
                name: name,
                nanosecondsPerRequest: PerRequestMeasurement.median(nanoseconds),
                allocationsPerRequest: PerRequestMeasurement.median(allocations)
            )
        }
    }

    fileprivate static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
