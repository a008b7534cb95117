import Testing

@testable import SutureRequestScope

/// The boxes of finished requests, kept for the next ones: reused empty, their seeds and scopes let go of at once.
@Suite struct RequestScopeBoxPoolTests {
    final class Scope: Sendable {}

    /// What a request kept in its box; says when it is gone.
    final class Seed: Sendable {
        let name: String

        init(_ name: String) { self.name = name }
    }

    struct Released: Error {}

    struct ReachedWhileMade: Error {}

    typealias Box = RequestScopeBox<Seed, Scope>

    static func scope(of box: Box) throws -> Scope {
        try box.scope(
            orMake: { _ in Scope() }, released: { _ in Released() }, reachedWhileMade: { _ in ReachedWhileMade() })
    }

    @Test func aRecycledBox_servesTheNextRequest_emptyAndWithItsNewSeed() throws {
        let statistics = RequestScopeStatistics()
        let pool = RequestScopeBoxPool<Seed, Scope>()
        var first = Box(seed: Seed("GET /cart"), statistics: statistics, pool: pool)
        let firstStorage = ObjectIdentifier(first.object)
        let firstScope = try Self.scope(of: first)
        let alone = first.isOnlyCopy()
        #expect(alone)
        first.release()
        first.recycle(into: pool)
        #expect(pool.count == 1)

        let second = Box(seed: Seed("GET /menu"), statistics: statistics, pool: pool)
        #expect(ObjectIdentifier(second.object) == firstStorage)
        #expect(pool.count == 0)
        #expect(second.seed.name == "GET /menu")
        #expect(!second.isCreated)
        #expect(try Self.scope(of: second) !== firstScope)
        #expect(statistics.created == 2)
        #expect(statistics.live == 1)
    }

    @Test func recycling_letsGoOfTheSeedAndTheScopeAtOnce_andCountsAScopeNotReleasedAsReleased() throws {
        let statistics = RequestScopeStatistics()
        let pool = RequestScopeBoxPool<Seed, Scope>()
        weak var seed: Seed?
        weak var scope: Scope?
        do {
            let made = Seed("GET /cart")
            seed = made
            let box = Box(seed: made, statistics: statistics, pool: pool)
            scope = try Self.scope(of: box)
            #expect(statistics.live == 1)
            box.recycle(into: pool)
        }
        #expect(seed == nil)
        #expect(scope == nil)
        #expect(statistics.live == 0)
        #expect(pool.count == 1)
    }

    @Test func aFullPool_freesTheBoxesItCannotKeep() {
        let statistics = RequestScopeStatistics()
        let pool = RequestScopeBoxPool<Seed, Scope>(limit: 1)
        weak var dropped: AnyObject?
        do {
            let first = Box(seed: Seed("a"), statistics: statistics, pool: pool)
            let second = Box(seed: Seed("b"), statistics: statistics, pool: pool)
            dropped = second.object
            first.recycle(into: pool)
            second.recycle(into: pool)
        }
        #expect(pool.count == 1)
        #expect(dropped == nil)
    }
}
