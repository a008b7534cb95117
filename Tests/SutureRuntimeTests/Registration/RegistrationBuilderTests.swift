import SutureRuntime
import Testing

/// A type that carries its own registration, as `@Injectable` generates it.
extension Till {
    static var registration: Registration {
        Register(Till.self) { _ in Till() }.scope(.singleton).registration
    }
}

/// A module that carries a group of registrations, as `@Module` generates it.
enum StarterModule {
    static var registrations: Registrations {
        Registrations {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self, named: "wheat") { _ in Starter(grain: "wheat") }
        }
    }
}

@Suite struct RegistrationBuilderTests {
    @Test(arguments: [true, false])
    func ifWithoutElse_includesTheRegistrationOnlyWhenTheConditionHolds(includeOven: Bool) {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            if includeOven {
                Register((any Oven).self) { _ in FakeOven() }
            }
        }
        #expect(container.hasBinding(for: (any Oven).self) == includeOven)
        #expect(container.hasBinding(for: Thermometer.self))
    }

    @Test(arguments: [true, false])
    func ifElse_includesTheBranchTaken(useFake: Bool) throws {
        let container = Container {
            if useFake {
                Register((any Oven).self) { _ in FakeOven() }
            } else {
                Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
            }
        }
        #expect(try container.resolve((any Oven).self).kind == (useFake ? "fake" : "stone"))
    }

    @Test(arguments: [Grain.rye, .wheat, .spelt])
    func switch_includesTheMatchingCase(grain: Grain) throws {
        let container = Container {
            switch grain {
            case .rye: Register(Starter.self) { _ in Starter(grain: "rye") }
            case .wheat: Register(Starter.self) { _ in Starter(grain: "wheat") }
            case .spelt: Register(Starter.self) { _ in Starter(grain: "spelt") }
            }
        }
        #expect(try container.resolve(Starter.self).grain == "\(grain)")
    }

    @Test func forLoop_includesOneRegistrationPerElement() throws {
        let names = ["rye", "wheat", "spelt"]
        let container = Container {
            for name in names {
                Register(Starter.self, named: name) { _ in Starter(grain: name) }
            }
        }
        for name in names {
            #expect(try container.resolve(Starter.self, named: name) == Starter(grain: name))
        }
        #expect(container.registeredKeys.map(\.description) == names.map { #"Starter named "\#($0)""# })
    }

    @Test func nestedGroups_areFlattenedInTheOrderWritten() {
        let group = Registrations {
            Register(Thermometer.self) { _ in Thermometer() }
            Registrations {
                Register(Starter.self, named: "inner") { _ in Starter(grain: "inner") }
                Registrations {
                    Register(Recipe.self) { _ in Recipe(name: "innermost") }
                }
            }
            Register(Till.self) { _ in Till() }
        }
        #expect(group.count == 4)
        #expect(group.all.map(\.key.description) == ["Thermometer", #"Starter named "inner""#, "Recipe", "Till"])
        let container = Container(group)
        #expect(container.registeredKeys == group.all.map(\.key))
    }

    @Test func generatedRegistrationMembers_areAcceptedBesideHandWrittenOnes() throws {
        let container = Container {
            Till.registration
            StarterModule.registrations
            Register(Thermometer.self) { _ in Thermometer() }
        }
        #expect(try container.resolve(Till.self) === container.resolve(Till.self))
        #expect(try container.resolve(Starter.self, named: "wheat") == Starter(grain: "wheat"))
        #expect(try container.resolve(Thermometer.self) == Thermometer())
    }

    @Test func registrationsFromAList_keepTheirOrder() {
        let group = Registrations([
            Register(Till.self) { _ in Till() }.registration,
            Register(Thermometer.self) { _ in Thermometer() }.registration,
        ])
        #expect(group.count == 2)
        #expect(group.all.map(\.key.description) == ["Till", "Thermometer"])
        #expect(Registrations.empty.count == 0)
    }

    @Test func registration_recordsTheSiteItWasWrittenAt() {
        let line = #line + 1
        let registration = Register(Till.self) { _ in Till() }.registration
        #expect(registration.site.description == site(line))
        #expect(registration.site == RegistrationSite(fileID: #fileID, line: line))
    }
}
