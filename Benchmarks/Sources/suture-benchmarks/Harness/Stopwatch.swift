import Dispatch

/// Times loops of operations: finds an iteration count that fills a repetition, then times one repetition at a time.
struct Stopwatch: Sendable {
    /// A measured loop: runs `iterations` operations and hands every result to the sink.
    typealias Loop = @Sendable (_ iterations: Int, _ sink: Sink) throws -> Void

    /// How many timed repetitions follow the warm-up.
    var repetitions = 15
    /// How long one repetition should take, in nanoseconds.
    var repetitionNanoseconds: UInt64 = 20_000_000

    /// The number of iterations that makes one repetition of `loop` last about `repetitionNanoseconds`.
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

    /// Times one repetition of `loop` on the calling thread: nanoseconds per iteration.
    func nanosecondsPerIteration(_ loop: Loop, iterations: Int) throws -> Double {
        Double(try elapsedNanoseconds(loop, iterations: iterations)) / Double(iterations)
    }

    /// Runs the loop once on the calling thread and returns how long it took.
    func elapsedNanoseconds(_ loop: Loop, iterations: Int) throws -> UInt64 {
        let sink = Sink()
        let start = DispatchTime.now().uptimeNanoseconds
        try loop(iterations, sink)
        let end = DispatchTime.now().uptimeNanoseconds
        // Read after the clock stops, so that releasing what the sink keeps is not timed.
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
