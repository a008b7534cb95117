import Testing

@testable import SutureVapor

/// The box that holds one request's scope: built once under contention, counted released when dropped.
@Suite struct RequestScopeBoxTests {
    final class Scope: Sendable {}

    @Test func concurrentFirstUses_shareOneScope_andCountOneCreation() async throws {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox(statistics: statistics)

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    let scope = try box.scope { Scope() }
                    return ObjectIdentifier(try #require(scope as? Scope))
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(statistics.created == 1)
        #expect(statistics.live == 1)
    }

    @Test func aDroppedBox_countsItsScopeReleased_andLetsGoOfIt() throws {
        let statistics = RequestScopeStatistics()
        weak var scope: Scope?
        do {
            let box = RequestScopeBox(statistics: statistics)
            scope = try box.scope { Scope() } as? Scope
            #expect(scope != nil)
            #expect(statistics.live == 1)
        }
        #expect(statistics.live == 0)
        #expect(scope == nil)
    }

    @Test func anUnusedBox_countsNothing() {
        let statistics = RequestScopeStatistics()
        do {
            _ = RequestScopeBox(statistics: statistics)
        }
        #expect(statistics.created == 0)
        #expect(statistics.live == 0)
    }
}
