import Synchronization
import Testing

@testable import SutureHummingbird

/// The box that holds one request's scope: built once under contention, released once.
@Suite struct RequestScopeBoxTests {
    final class Scope: Sendable {}

    @Test func concurrentFirstUses_shareOneScope_andCountOneCreation() async throws {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox(request: "GET /cart", statistics: statistics) { Scope() }

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(try box.scope(reaching: "Scope", from: Int.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(statistics.created == 1)
        #expect(statistics.live == 1)
        box.release()
        #expect(statistics.live == 0)
    }

    @Test func aBoxDroppedWithoutRelease_stillCountsItsScopeReleased() throws {
        let statistics = RequestScopeStatistics()
        weak var scope: Scope?
        do {
            let box = RequestScopeBox(request: "GET /cart", statistics: statistics) { Scope() }
            scope = try box.scope(reaching: "Scope", from: Int.self)
            #expect(statistics.live == 1)
        }
        #expect(statistics.live == 0)
        #expect(scope == nil)
    }

    @Test func releasingTwice_countsOnce_andAnUnusedBoxCountsNothing() {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox(request: "GET /cart", statistics: statistics) { Scope() }
        box.release()
        box.release()
        #expect(statistics.created == 0)
        #expect(statistics.live == 0)
    }
}
