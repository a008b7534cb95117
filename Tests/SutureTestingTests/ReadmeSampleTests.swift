// README.md shows this file from its first import on; `.ci/check-readme` keeps the two in step.
import SutureRuntime
import SutureTesting
import Testing

@Suite(
    .container {
        Register(Oven.self) { _ in StoneOven() }.scope(.singleton)
        Register(Baker.self) { r in Baker(oven: try r.resolve()) }
    }
)
struct BakerTests {
    @Test func bakesInTheStoneOven() throws {
        let baker = try Container.current.resolve(Baker.self)
        #expect(baker.oven is StoneOven)
    }

    @Test(.overriding { Register(Oven.self) { _ in FakeOven() } })
    func bakesInTheFakeOven() throws {
        let baker = try Container.current.resolve(Baker.self)
        #expect(baker.oven is FakeOven)
    }
}
