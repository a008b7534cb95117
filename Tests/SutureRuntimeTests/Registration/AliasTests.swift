import SutureRuntime
import Testing

@Suite struct AliasTests {
    @Test func alias_sharesOneSingletonAcrossItsKeys() throws {
        let builds = Counter()
        let container = Container {
            Register(StoneOven.self) { r in
                builds.increment()
                return StoneOven(thermometer: try r.resolve())
            }
            .scope(.singleton)
            .alias((any Oven).self) { $0 }
            Register(Thermometer.self) { _ in Thermometer() }
        }
        let byProtocol = try container.resolve((any Oven).self)
        let byType = try container.resolve(StoneOven.self)
        #expect(byProtocol === byType)
        #expect(builds.count == 1)
    }

    @Test func alias_askedFirst_stillSharesTheInstance() throws {
        let container = Container {
            Register(StoneOven.self) { _ in StoneOven(thermometer: Thermometer()) }
                .scope(.singleton)
                .alias((any Oven).self) { $0 }
        }
        let byProtocol = try container.resolve((any Oven).self)
        #expect(try container.resolve(StoneOven.self) === byProtocol)
    }

    @Test func alias_ofATransient_buildsANewInstanceEachTime() throws {
        let container = Container {
            Register(StoneOven.self) { _ in StoneOven(thermometer: Thermometer()) }
                .alias((any Oven).self) { $0 }
        }
        #expect(try container.resolve((any Oven).self) !== container.resolve((any Oven).self))
    }

    @Test func alias_keepsTheRegistrationsQualifier() throws {
        let container = Container {
            Register(StoneOven.self, named: "stone") { _ in StoneOven(thermometer: Thermometer()) }
                .scope(.singleton)
                .alias((any Oven).self) { $0 }
        }
        let byProtocol = try container.resolve((any Oven).self, named: "stone")
        #expect(try container.resolve(StoneOven.self, named: "stone") === byProtocol)
        #expect(!container.hasBinding(for: (any Oven).self))
    }

    @Test func alias_inAnOverridingChild_sharesTheChildsInstance() throws {
        let parent = Container {
            Register(StoneOven.self) { _ in StoneOven(thermometer: Thermometer()) }
                .scope(.singleton)
                .alias((any Oven).self) { $0 }
        }
        let child = parent.overriding {}
        let inChild = try child.resolve((any Oven).self)
        #expect(try child.resolve(StoneOven.self) === inChild)
        #expect(try parent.resolve(StoneOven.self) !== inChild)
    }

    @Test func alias_isListedAfterItsPrimaryKey() {
        let container = Container {
            Register(StoneOven.self) { _ in StoneOven(thermometer: Thermometer()) }
                .alias((any Oven).self) { $0 }
        }
        #expect(container.registeredKeys.map(\.description) == ["StoneOven", "Oven"])
    }
}
