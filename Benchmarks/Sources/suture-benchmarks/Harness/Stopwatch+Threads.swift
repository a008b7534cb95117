import Dispatch
import Foundation

extension Stopwatch {
    /// The median nanoseconds one iteration of `loop` takes on each of `threadCount` threads running it at once.
    ///
    /// Every thread times its own loop; a repetition's sample is the mean over the threads.
    func nanosecondsPerIterationOnEachThread(threadCount: Int, _ loop: @escaping Loop) throws -> Double {
        let iterations = try calibratedIterations(loop)
        _ = try elapsedNanosecondsOnEachThread(threadCount: threadCount, loop, iterations: iterations)
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = try elapsedNanosecondsOnEachThread(threadCount: threadCount, loop, iterations: iterations)
            let mean = Double(elapsed.reduce(0, +)) / Double(elapsed.count)
            samples.append(mean / Double(iterations))
        }
        return Stopwatch.median(samples)
    }

    /// Starts `threadCount` threads, releases them together, and returns how long each one's loop took.
    private func elapsedNanosecondsOnEachThread(threadCount: Int, _ loop: @escaping Loop, iterations: Int) throws
        -> [UInt64]
    {
        let run = ConcurrentRun()
        let ready = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let stopwatch = self
        for _ in 0..<threadCount {
            let thread = Thread {
                ready.signal()
                start.wait()
                do {
                    run.record(try stopwatch.elapsedNanoseconds(loop, iterations: iterations))
                } catch {
                    run.record(error)
                }
                finished.signal()
            }
            thread.start()
        }
        for _ in 0..<threadCount { ready.wait() }
        for _ in 0..<threadCount { start.signal() }
        for _ in 0..<threadCount { finished.wait() }
        return try run.result()
    }
}

/// What the threads of one concurrent repetition measured, gathered under a lock.
private final class ConcurrentRun: @unchecked Sendable {
    private let lock = NSLock()
    private var elapsed: [UInt64] = []
    private var failure: (any Error)?

    func record(_ nanoseconds: UInt64) {
        lock.withLock { elapsed.append(nanoseconds) }
    }

    func record(_ error: any Error) {
        lock.withLock { failure = failure ?? error }
    }

    func result() throws -> [UInt64] {
        try lock.withLock {
            if let failure { throw failure }
            return elapsed
        }
    }
}
