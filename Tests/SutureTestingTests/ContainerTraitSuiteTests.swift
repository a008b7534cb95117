import SutureRuntime
import SutureTesting
import Testing

/// The trait on a suite gives every test inside, nested suites included, its own container.
@Suite(
    .container {
        Register(Oven.self) { _ in StoneOven() }.scope(.singleton)
        Register(Baker.self) { r in Baker(oven: try r.resolve()) }
        Register(Ledger.self) { _ in Ledger() }.scope(.singleton)
    }
)
struct ContainerTraitSuiteTests {
    @Test func suiteTrait_setsCurrentForEveryTest() throws {
        #expect(try Container.current.resolve(Baker.self).oven.label == "stone")
    }

    @Test func suiteTrait_givesTheFirstTestItsOwnSingletons() async throws {
        let ledger = try Container.current.resolve(Ledger.self)
        #expect(await ledger.entries.isEmpty)
        await ledger.record(1)
        #expect(await ledger.entries == [1])
    }

    @Test func suiteTrait_givesTheSecondTestItsOwnSingletons() async throws {
        let ledger = try Container.current.resolve(Ledger.self)
        #expect(await ledger.entries.isEmpty)
        await ledger.record(2)
        #expect(await ledger.entries == [2])
    }

    @Test(.overriding { Register(Oven.self) { _ in FakeOven() } })
    func overridingTest_appliesOnTopOfTheSuiteContainer() throws {
        #expect(try Container.current.resolve(Baker.self).oven.label == "fake")
        #expect(Container.current.hasBinding(for: Ledger.self))
    }

    @Test(.freshContainer)
    func freshContainerTest_keepsTheSuiteRegistrations() async throws {
        #expect(try Container.current.resolve(Baker.self).oven.label == "stone")
        #expect(try await Container.current.resolve(Ledger.self).entries.isEmpty)
    }

    struct Nested {
        @Test func nestedSuite_inheritsTheTrait() throws {
            #expect(try Container.current.resolve(Baker.self).oven.label == "stone")
        }

        @Test(arguments: 1...4)
        func nestedSuite_givesEachCaseItsOwnSingletons(entry: Int) async throws {
            let ledger = try Container.current.resolve(Ledger.self)
            #expect(await ledger.entries.isEmpty)
            await ledger.record(entry)
            #expect(await ledger.entries == [entry])
        }
    }
}
