import SutureRuntime
import SutureTesting
import Testing

/// The trait's scope, driven by hand around containers the tests make themselves.
struct ContainerTraitTestScopingTests {
    let outer = Container {
        Register(Oven.self) { _ in StoneOven() }.scope(.singleton)
        Register(Baker.self) { r in Baker(oven: try r.resolve()) }
        Register(Ledger.self) { _ in Ledger() }.scope(.singleton)
    }

    @Test func overriding_overridesTheContainerCurrentWhenTheTestStarts() async throws {
        let outerOven = try outer.resolve(Oven.self)
        let trait: ContainerTrait = .overriding { Register(Oven.self) { _ in FakeOven() } }
        let test = try #require(Test.current)
        try await confirmation { bodyRan in
            try await outer.withCurrent {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { () async throws in
                    #expect(Container.current !== outer)
                    #expect(try Container.current.resolve(Baker.self).oven.label == "fake")
                    bodyRan()
                }
                #expect(Container.current === outer)
            }
        }
        #expect(try outer.resolve(Oven.self) === outerOven)
        #expect(outerOven.label == "stone")
    }

    @Test func freshContainer_keepsTheRegistrationsButNotTheCachedInstances() async throws {
        let outerLedger = try outer.resolve(Ledger.self)
        await outerLedger.record(1)
        let trait: ContainerTrait = .freshContainer
        let test = try #require(Test.current)
        try await confirmation { bodyRan in
            try await outer.withCurrent {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { () async throws in
                    let ledger = try Container.current.resolve(Ledger.self)
                    #expect(ledger !== outerLedger)
                    #expect(await ledger.entries.isEmpty)
                    await ledger.record(2)
                    bodyRan()
                }
            }
        }
        #expect(try outer.resolve(Ledger.self) === outerLedger)
        #expect(await outerLedger.entries == [1])
    }

    @Test func container_isBuiltAnewForEveryTestCase() async throws {
        let trait: ContainerTrait = .container { Register(Ledger.self) { _ in Ledger() }.scope(.singleton) }
        let test = try #require(Test.current)
        try await confirmation(expectedCount: 3) { bodyRan in
            for round in 1...3 {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { () async throws in
                    let ledger = try Container.current.resolve(Ledger.self)
                    #expect(await ledger.entries.isEmpty)
                    await ledger.record(round)
                    bodyRan()
                }
            }
        }
    }

    @Test func container_ignoresTheContainerCurrentWhenTheTestStarts() async throws {
        let trait: ContainerTrait = .container { Register(Oven.self) { _ in FakeOven() } }
        let test = try #require(Test.current)
        try await confirmation { bodyRan in
            try await outer.withCurrent {
                try await trait.provideScope(for: test, testCase: Test.Case.current) { () async throws in
                    #expect(!Container.current.hasBinding(for: Baker.self))
                    #expect(try Container.current.resolve(Oven.self).label == "fake")
                    bodyRan()
                }
            }
        }
    }
}
