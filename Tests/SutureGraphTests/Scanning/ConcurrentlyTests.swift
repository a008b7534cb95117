import Dispatch
import Testing

@testable import SutureGraph

/// The graph rules and the generated file's plan, or two parts of the plan, run at the same time.
struct ConcurrentlyTests {
    @Test func bothPieces_runAtTheSameTime_andGiveTheirResults() {
        // The first waits for the second to start: run one after the other, it would wait in vain.
        let started = DispatchSemaphore(value: 0)
        let (first, second) = concurrently(
            { started.wait(timeout: .now() + 10) == .success ? "met" : "alone" },
            { () -> Int in
                started.signal()
                return 42
            }
        )
        #expect(first == "met")
        #expect(second == 42)
    }

    @Test func eachPiece_spreadsItsOwnWork_andKeepsItsOrder() {
        let numbers = Array(0..<1_000)
        let (doubled, squared) = concurrently(
            { numbers.concurrentMap { $0 * 2 } }, { numbers.concurrentMap { $0 * $0 } })
        #expect(doubled == numbers.map { $0 * 2 })
        #expect(squared == numbers.map { $0 * $0 })
    }
}
