import SutureServerTestSupport
import Synchronization
import Testing

@testable import SutureRequestScope

/// The box that holds one request's scope: built once under contention, released once, counted released when dropped.
@Suite struct RequestScopeBoxTests {
    final class Scope: Sendable {}

    struct Released: Error, Equatable {
        let request: String
    }

    struct ReachedWhileMade: Error, Equatable {}

    @Test func concurrentFirstUses_shareOneScope_andCountOneCreation() async throws {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<Void, Scope>(statistics: statistics)

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    ObjectIdentifier(
                        try box.scope(
                            orMake: { _ in Scope() }, released: { _ in Released(request: "GET /cart") },
                            reachedWhileMade: { _ in ReachedWhileMade() }))
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(statistics.created == 1)
        #expect(statistics.live == 1)
        box.release()
        #expect(statistics.live == 0)
    }

    @Test func aBoxDroppedWithoutRelease_stillCountsItsScopeReleased_andLetsGoOfIt() throws {
        let statistics = RequestScopeStatistics()
        weak var scope: Scope?
        do {
            let box = RequestScopeBox<Void, Scope>(statistics: statistics)
            scope = try box.scope(
                orMake: { _ in Scope() }, released: { _ in Released(request: "GET /cart") },
                reachedWhileMade: { _ in ReachedWhileMade() })
            #expect(scope != nil)
            #expect(statistics.live == 1)
        }
        #expect(statistics.live == 0)
        #expect(scope == nil)
    }

    @Test func releasingTwice_countsOnce_andAnUnusedBoxCountsNothing() {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<Void, Scope>(statistics: statistics)
        box.release()
        box.release()
        do {
            _ = RequestScopeBox<Void, Scope>(statistics: statistics)
        }
        #expect(statistics.created == 0)
        #expect(statistics.live == 0)
    }

    @Test func aUseAfterRelease_throwsTheCallersError_andBuildsNothing() {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<Void, Scope>(statistics: statistics)
        box.release()
        let built = Mutex(0)
        #expect(throws: Released(request: "GET /cart")) {
            try box.scope(
                orMake: { _ in
                    built.withLock { $0 += 1 }
                    return Scope()
                },
                released: { _ in Released(request: "GET /cart") },
                reachedWhileMade: { _ in ReachedWhileMade() }
            )
        }
        #expect(built.withLock { $0 } == 0)
        #expect(statistics.created == 0)
    }

    @Test func theSeed_isKeptAndGivenToTheFactoryAndTheReleasedError() throws {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<String, Scope>(seed: "GET /cart", statistics: statistics)
        let seeds = EventLog()
        _ = try box.scope(
            orMake: { seed in
                seeds.record(seed.pointee)
                return Scope()
            },
            released: { Released(request: $0.pointee) },
            reachedWhileMade: { _ in ReachedWhileMade() }
        )
        box.release()
        #expect(throws: Released(request: "GET /cart")) {
            try box.scope(
                orMake: { _ in Scope() }, released: { Released(request: $0.pointee) },
                reachedWhileMade: { _ in ReachedWhileMade() })
        }
        #expect(seeds.all == ["GET /cart"])
        #expect(box.seed == "GET /cart")
    }

    @Test func aFactoryThatReachesItsOwnScope_getsTheCallersError_andALaterUseMakesTheScope() throws {
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<Void, Scope>(statistics: statistics)
        let reachedInside = Mutex<(any Error)?>(nil)

        #expect(throws: ReachedWhileMade()) {
            try box.scope(
                orMake: { _ in
                    do {
                        return try box.scope(
                            orMake: { _ in Scope() }, released: { _ in Released(request: "GET /cart") },
                            reachedWhileMade: { _ in ReachedWhileMade() })
                    } catch {
                        reachedInside.withLock { $0 = error }
                        throw error
                    }
                },
                released: { _ in Released(request: "GET /cart") },
                reachedWhileMade: { _ in ReachedWhileMade() }
            )
        }
        #expect(reachedInside.withLock { $0 } as? ReachedWhileMade == ReachedWhileMade())
        #expect(statistics.created == 0)

        _ = try box.scope(
            orMake: { _ in Scope() }, released: { _ in Released(request: "GET /cart") },
            reachedWhileMade: { _ in ReachedWhileMade() })
        #expect(box.isCreated)
        #expect(statistics.created == 1)
    }

    @Test func aFailedFactory_leavesTheBoxEmpty_forTheNextUseToTryAgain() throws {
        struct OvenCold: Error, Equatable {}
        let statistics = RequestScopeStatistics()
        let box = RequestScopeBox<Void, Scope>(statistics: statistics)

        #expect(throws: OvenCold()) {
            try box.scope(
                orMake: { _ in throw OvenCold() }, released: { _ in Released(request: "GET /cart") },
                reachedWhileMade: { _ in ReachedWhileMade() })
        }
        #expect(!box.isCreated)
        _ = try box.scope(
            orMake: { _ in Scope() }, released: { _ in Released(request: "GET /cart") },
            reachedWhileMade: { _ in ReachedWhileMade() })
        #expect(box.isCreated)
        #expect(statistics.created == 1)
    }

    @Test func isOnlyCopy_isTrueForALoneBox_andFalseWhileACopyIsKept() {
        let statistics = RequestScopeStatistics()
        var box = RequestScopeBox<Void, Scope>(statistics: statistics)
        let aloneAtFirst = box.isOnlyCopy()
        var kept: RequestScopeBox<Void, Scope>? = box
        let aloneWhileKept = box.isOnlyCopy()
        kept = nil
        let aloneOnceDropped = box.isOnlyCopy()

        #expect(kept == nil)
        #expect([aloneAtFirst, aloneWhileKept, aloneOnceDropped] == [true, false, true])
    }
}
