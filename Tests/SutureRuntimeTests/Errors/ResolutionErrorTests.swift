import SutureRuntime
import Testing

@Suite struct ResolutionErrorTests {
    @Test func missingBinding_atTheTopLevel_saysWhatWasAskedForAndHowToFixIt() throws {
        let error = try #require(throws: ResolutionError.self) { try Container {}.resolve(Thermometer.self) }
        #expect(
            error.description == """
                no binding for Thermometer
                  fix: register it, e.g. Register(Thermometer.self) { r in ... }, or ask for Thermometer? where it may be absent
                """
        )
        #expect(error.requestedBy == nil)
        #expect(error.path == [AnyDependencyKey(Thermometer.self)])
        #expect(error.site == nil)
        #expect(error.nearMisses.isEmpty)
    }

    @Test func missingBinding_deepInTheGraph_namesWhoAskedAndThePath() throws {
        let container = Container {
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: try r.resolve()) }
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register(Till.self) { _ in Till() }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Bakery.self) }
        #expect(
            error.description == """
                no binding for Oven
                  requested by: Baker
                  path: Bakery → Baker → Oven
                  fix: register it, e.g. Register(Oven.self) { r in ... }, or ask for Oven? where it may be absent
                """
        )
        #expect(error.requestedBy == AnyDependencyKey(Baker.self))
        #expect(error.key == AnyDependencyKey((any Oven).self))
    }

    @Test func factoryThrowingACustomError_isReportedWithItsTextWhereItWasRegisteredAndThePath() throws {
        let line = #line
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }  // line + 2
            Register((any Oven).self) { r in StoneOven(thermometer: try r.resolve()) }  // line + 3
            Register(Thermometer.self) { _ in throw Failure("the thermometer is broken") }  // line + 4
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Baker.self) }
        #expect(
            error.description == """
                the factory of Thermometer threw: the thermometer is broken
                  registered at: \(site(line + 4))
                  requested by: Oven
                  path: Baker → Oven → Thermometer
                  fix: fix the factory, or handle the error where Thermometer is resolved
                """
        )
        guard case .factoryFailed(let underlying) = error.kind else {
            Issue.record("expected a factory failure, got \(error.kind)")
            return
        }
        #expect((underlying as? Failure)?.description == "the thermometer is broken")
    }

    @Test func errorOfANestedResolve_isPassedThroughUnchangedByTheOuterFactories() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register((any Oven).self) { r in StoneOven(thermometer: try r.resolve()) }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Baker.self) }
        guard case .missingBinding = error.kind else {
            Issue.record("expected a missing binding, got \(error.kind)")
            return
        }
        #expect(error.path.map(\.description) == ["Baker", "Oven", "Thermometer"])
    }

    @Test func pathsOfSeparateRequests_doNotMix() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }
        }
        #expect(throws: ResolutionError.self) { try container.resolve(Baker.self) }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(StoneOven.self) }
        #expect(error.path.map(\.description) == ["StoneOven", "Thermometer"])
    }

    @Test func nearMissDescription_namesTheKeyAndWhereItWasRegistered() throws {
        let line = #line
        let container = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Starter.self) }
        let nearMiss = try #require(error.nearMisses.first)
        #expect(nearMiss.key == AnyDependencyKey(Starter.self, named: "rye"))
        #expect(nearMiss.site == RegistrationSite(fileID: #fileID, line: line + 2))
        #expect(nearMiss.remark == nil)
        #expect(nearMiss.description == #"Starter named "rye" (registered at \#(site(line + 2)))"#)
    }
}
