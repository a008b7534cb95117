import SutureRuntime
import Testing

@Suite struct DuplicateKeyTests {
    @Test func keyRegisteredTwice_isAnErrorFromResolveNamingBothSites() throws {
        let line = #line
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 1) }  // line + 2
            Register(Thermometer.self) { _ in Thermometer(celsius: 2) }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Thermometer.self) }
        #expect(
            error.description == """
                Thermometer is registered 2 times in one container
                  registered at: \(site(line + 2)), \(site(line + 3))
                  fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }
                """
        )
    }

    @Test func keyRegisteredTwice_isReportedByValidate() throws {
        let line = #line
        let container = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 2
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 3
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 4
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                1 problem in the container:

                Starter named "rye" is registered 3 times in one container
                  registered at: \(site(line + 2)), \(site(line + 3)), \(site(line + 4))
                  fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }
                """
        )
    }

    @Test func keyQualifiedByAValueRegisteredTwice_isAnError() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: Grain.rye)
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: Grain.rye)
        }
        let error = try #require(throws: ResolutionError.self) {
            try container.resolve(Starter.self, qualifier: Grain.rye)
        }
        #expect(error.summary == "Starter qualified by Grain.rye is registered 2 times in one container")
    }

    @Test func sameTypeUnderDifferentQualifiers_isNotADuplicate() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self) { _ in Starter(grain: "wheat") }.qualified(by: Grain.wheat)
        }
        try container.validate()
        #expect(try container.resolve(Starter.self).grain == "plain")
    }

    @Test func duplicateDependency_isAnErrorForItsDependentWithThePath() throws {
        let line = #line
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }  // line + 2
            Register((any Oven).self) { _ in FakeOven() }  // line + 3
            Register((any Oven).self) { _ in FakeOven() }  // line + 4
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Baker.self) }
        #expect(
            error.description == """
                Oven is registered 2 times in one container
                  registered at: \(site(line + 3)), \(site(line + 4))
                  requested by: Baker
                  path: Baker → Oven
                  fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }
                """
        )
    }

    @Test func duplicateInAChild_isAnErrorEvenWhenTheParentBindsTheKey() throws {
        let parent = Container {
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let child = parent.child {
            Register((any Oven).self) { _ in FakeOven() }
            Register((any Oven).self) { _ in FakeOven() }
        }
        let error = try #require(throws: ResolutionError.self) { try child.resolve((any Oven).self) }
        #expect(error.summary == "Oven is registered 2 times in one container")
    }
}
