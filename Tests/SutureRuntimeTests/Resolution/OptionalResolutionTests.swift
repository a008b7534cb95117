import SutureRuntime
import Testing

@Suite struct OptionalResolutionTests {
    @Test func optional_isNilWhenNothingBindsTheType() throws {
        let container = Container {}
        #expect(try container.resolve(Thermometer?.self) == nil)
        #expect(try container.resolve(Starter?.self, named: "rye") == nil)
    }

    @Test func optional_isTheBoundValue() throws {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 7) }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        #expect(try container.resolve(Thermometer?.self) == Thermometer(celsius: 7))
        #expect(try container.resolve(Starter?.self, named: "rye") == Starter(grain: "rye"))
        #expect(try container.resolve(Starter?.self) == nil)
    }

    @Test func optional_inAFactory_isNilWhenUnbound() throws {
        let container = Container {
            Register(Bakery.self) { r in
                let till: Till? = try r.resolve()
                return Bakery(baker: Baker(oven: FakeOven()), till: till ?? Till())
            }
        }
        _ = try container.resolve(Bakery.self)
    }

    @Test func optional_rethrowsWhenTheBindingExistsButFails() throws {
        let line = #line
        let container = Container {
            Register(Till.self) { _ in throw Failure("the till is jammed") }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Till?.self) }
        #expect(
            error.description == """
                the factory of Till threw: the till is jammed
                  registered at: \(site(line + 2))
                  fix: fix the factory, or handle the error where Till is resolved
                """
        )
    }

    @Test func optional_ofADuplicateKey_isTheDuplicateError() throws {
        let container = Container {
            Register(Till.self) { _ in Till() }
            Register(Till.self) { _ in Till() }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Till?.self) }
        #expect(error.summary == "Till is registered 2 times in one container")
    }

    @Test func optional_registeredItself_isUsedAsIs() throws {
        let container = Container {
            Register(Thermometer?.self) { _ in Thermometer(celsius: 1) }
            Register(Thermometer.self) { _ in Thermometer(celsius: 2) }
        }
        #expect(try container.resolve(Thermometer?.self) == Thermometer(celsius: 1))
    }
}
