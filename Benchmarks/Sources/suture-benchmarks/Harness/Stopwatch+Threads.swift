import Dispatch
import Foundation

extension Stopwatch {
    /// Times one repetition of `loop` run by `threadCount` threads at once: nanoseconds per iteration on each thread.
    ///
    /// Every thread times its own loop; the result is the mean over the threads.
    func nanosecondsPerIterationOnEachThread(threadCount: Int, _ loop: @escaping Loop, iterations: Int) throws
        -> Double
    {
        let elapsed = try elapsedNanosecondsOnEachThread(threadCount: threadCount, loop, iterations: iterations)
        return Double(elapsed.reduce(0, +)) / Double(elapsed.count) / Double(iterations)
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
        lock.lock()
        defer { lock.unlock() }
        elapsed.append(nanoseconds)
    }

    func record(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        failure = failure ?? error
    }

    func result() throws -> [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return elapsed
    }
}
