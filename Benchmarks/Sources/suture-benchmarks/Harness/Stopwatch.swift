import Dispatch

/// Times a loop of operations: finds an iteration count that fills a repetition, warms up, then reports the median.
struct Stopwatch: Sendable {
    /// A measured loop: runs `iterations` operations and hands every result to the sink.
    typealias Loop = @Sendable (_ iterations: Int, _ sink: Sink) throws -> Void

    /// How many timed repetitions follow the warm-up.
    var repetitions = 15
    /// How long one repetition should take, in nanoseconds.
    var repetitionNanoseconds: UInt64 = 20_000_000

    /// The median nanoseconds one iteration of `loop` takes.
    func nanosecondsPerIteration(_ loop: Loop) throws -> Double {
        let iterations = try calibratedIterations(loop)
        _ = try elapsedNanoseconds(loop, iterations: iterations)
        var samples: [Double] = []
        for _ in 0..<repetitions {
            samples.append(Double(try elapsedNanoseconds(loop, iterations: iterations)) / Double(iterations))
        }
        return Stopwatch.median(samples)
    }

    /// The number of iterations that makes one repetition last about `repetitionNanoseconds`.
    func calibratedIterations(_ loop: Loop) throws -> Int {
        var iterations = 1
        while true {
            let elapsed = try elapsedNanoseconds(loop, iterations: iterations)
            if elapsed >= repetitionNanoseconds / 10 || iterations >= 1 << 32 {
                let scaled = Double(iterations) * Double(repetitionNanoseconds) / Double(max(elapsed, 1))
                return max(1, Int(scaled.rounded()))
            }
            iterations *= 10
        }
    }

    /// Runs the loop once on the calling thread and returns how long it took.
    func elapsedNanoseconds(_ loop: Loop, iterations: Int) throws -> UInt64 {
        let sink = Sink()
        let start = DispatchTime.now().uptimeNanoseconds
        try loop(iterations, sink)
        let end = DispatchTime.now().uptimeNanoseconds
        precondition(sink.consumedCount == iterations, "a measured loop must hand every result to its sink")
        return end - start
    }

    /// The middle value; the mean of the two middle values when the count is even.
    static func median(_ samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "the median of no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
