import SutureRequestScope
import Testing

@Suite struct GuardedTests {
    @Test func withLock_readsAndChangesTheValue() {
        let guarded = Guarded([1, 2])
        let count = guarded.withLock { value in
            value.append(3)
            return value.count
        }
        #expect(count == 3)
        #expect(guarded.withLock { $0 } == [1, 2, 3])
    }

    @Test func changesFromManyTasksAtOnce_areEachKept() async {
        let guarded = Guarded(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { guarded.withLock { $0 += 1 } }
                }
            }
        }
        #expect(guarded.withLock { $0 } == 8_000)
    }

    @Test func anEmptyValue_stillSerializesTheBodies() async {
        // `Guarded(())` only serializes: what it guards lies outside it. Under ThreadSanitizer this also checks that
        // the lock's access to the empty value is not reported (it was, against the buffer's object).
        final class Tally: @unchecked Sendable { var count = 0 }
        let tally = Tally()
        let guarded = Guarded(())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { guarded.withLock { _ in tally.count += 1 } }
                }
            }
        }
        #expect(guarded.withLock { _ in tally.count } == 8_000)
    }

    @Test func aThrowingBody_leavesTheLockFree() {
        struct Refused: Error {}
        let guarded = Guarded(0)
        #expect(throws: Refused.self) {
            try guarded.withLock { _ in throw Refused() }
        }
        #expect(guarded.withLock { $0 } == 0)
    }
}
