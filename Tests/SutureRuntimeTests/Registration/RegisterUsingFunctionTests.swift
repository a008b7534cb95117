import SutureRuntime
import Testing

/// Stands for a type whose initializer takes only dependencies.
final class Kitchen: Sendable {
    let baker: Baker
    let thermometer: Thermometer
    let recipes: [Recipe]
    let till: Till?
    init(baker: Baker, thermometer: Thermometer, recipes: [Recipe], till: Till?) {
        self.baker = baker
        self.thermometer = thermometer
        self.recipes = recipes
        self.till = till
    }
}

/// Builds an oven from its dependencies, as a free function.
@Sendable func makeStoneOven(thermometer: Thermometer) -> any Oven {
    StoneOven(thermometer: thermometer)
}

@Suite struct RegisterUsingFunctionTests {
    @Test func using_resolvesEveryParameterByType() throws {
        let container = Container {
            Register(Bakery.self, using: Bakery.init(baker:till:))
            Register(Baker.self, using: Baker.init(oven:))
            Register((any Oven).self) { _ in FakeOven() }
            Register(Till.self) { _ in Till() }
        }
        let bakery = try container.resolve(Bakery.self)
        #expect(bakery.baker.oven.kind == "fake")
    }

    @Test func using_registersAnInitializerUnderAProtocolKey() throws {
        let container = Container {
            Register((any Oven).self, using: StoneOven.init(thermometer:))
            Register(Thermometer.self) { _ in Thermometer(celsius: 250) }
        }
        let oven = try #require(try container.resolve((any Oven).self) as? StoneOven)
        #expect(oven.thermometer.celsius == 250)
    }

    @Test func using_acceptsAFunctionAndANamedKey() throws {
        let container = Container {
            Register((any Oven).self, named: "stone", using: makeStoneOven(thermometer:))
            Register(Thermometer.self) { _ in Thermometer() }
        }
        #expect(try container.resolve((any Oven).self, named: "stone").kind == "stone")
        #expect(!container.hasBinding(for: (any Oven).self))
    }

    @Test func using_withoutParameters_callsTheFunction() throws {
        let container = Container {
            Register(Till.self, using: Till.init)
        }
        _ = try container.resolve(Till.self)
        try container.validate()
    }

    @Test func using_resolvesOptionalAndMultibindingParametersAsSuch() throws {
        let container = Container {
            Register(Kitchen.self, using: Kitchen.init(baker:thermometer:recipes:till:))
            Register(Baker.self, using: Baker.init(oven:))
            Register((any Oven).self) { _ in FakeOven() }
            Register(Thermometer.self) { _ in Thermometer() }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "sourdough") }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
        }
        let kitchen = try container.resolve(Kitchen.self)
        #expect(kitchen.recipes == [Recipe(name: "sourdough"), Recipe(name: "rye")])
        #expect(kitchen.till == nil)
        try container.validate()
    }

    @Test func using_declaresEveryParameterForValidate() throws {
        let container = Container {
            Register(Kitchen.self, using: Kitchen.init(baker:thermometer:recipes:till:))
            Register(Baker.self, using: Baker.init(oven:))
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                2 problems in the container:

                no binding for Thermometer
                  requested by: Kitchen
                  path: Kitchen → Thermometer
                  fix: register it, e.g. Register(Thermometer.self) { r in ... }, or ask for Thermometer? where it may be absent

                no binding for Oven
                  requested by: Baker
                  path: Kitchen → Baker → Oven
                  fix: register it, e.g. Register(Oven.self) { r in ... }, or ask for Oven? where it may be absent
                """
        )
    }
}
