import SutureRuntime
import SutureTesting
import Testing

/// Tests that run in parallel never see each other's overrides or shared instances.
@Suite(.container { Register(Ledger.self) { _ in Ledger() }.scope(.singleton) })
struct ContainerTraitIsolationTests {
    @Test(arguments: 0..<64)
    func parameterizedCases_eachSeeOnlyWhatTheyRecorded(argument: Int) async throws {
        let ledger = try Container.current.resolve(Ledger.self)
        #expect(await ledger.entries.isEmpty)
        await ledger.record(argument)
        for _ in 0..<8 {
            await Task.yield()
        }
        let again = try Container.current.resolve(Ledger.self)
        #expect(again === ledger)
        #expect(await again.entries == [argument])
    }
}

/// Overrides `Oven` one way, while `WheatKitchenTests` overrides it another way in parallel.
@Suite(.overriding { Register(Oven.self) { _ in FakeOven(label: "rye kitchen") } })
struct RyeKitchenTests {
    @Test(arguments: 0..<16)
    func ryeKitchen_seesOnlyItsOwnOven(round: Int) async throws {
        for _ in 0..<8 {
            #expect(try Container.current.resolve(Oven.self).label == "rye kitchen")
            await Task.yield()
        }
    }
}

/// Overrides `Oven` one way, while `RyeKitchenTests` overrides it another way in parallel.
@Suite(.overriding { Register(Oven.self) { _ in FakeOven(label: "wheat kitchen") } })
struct WheatKitchenTests {
    @Test(arguments: 0..<16)
    func wheatKitchen_seesOnlyItsOwnOven(round: Int) async throws {
        for _ in 0..<8 {
            #expect(try Container.current.resolve(Oven.self).label == "wheat kitchen")
            await Task.yield()
        }
    }
}
