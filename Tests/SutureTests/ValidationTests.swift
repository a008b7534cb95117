import Suture
import Testing

/// `validate()` sees the dependencies the macros declare, without building anything.
struct ValidationTests {
    @Test func validate_onABrokenSet_reportsEveryMissingDependency_withItsPath() throws {
        let container = Container {
            Kitchen.Baker.registration
            Kitchen.Order.registration
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                5 problems in the container:

                no binding for Kitchen.Oven
                  requested by: Kitchen.Baker
                  path: Kitchen.Baker → Kitchen.Oven
                  fix: register it, e.g. Register(Kitchen.Oven.self) { r in ... }, or ask for Kitchen.Oven? where it may be absent

                no binding for Kitchen.Starter named "rye"
                  requested by: Kitchen.Baker
                  path: Kitchen.Baker → Kitchen.Starter named "rye"
                  fix: register it, e.g. Register(Kitchen.Starter.self, named: "rye") { r in ... }, or ask for Kitchen.Starter? where it may be absent

                no binding for Kitchen.Mixer
                  requested by: Kitchen.Baker
                  path: Kitchen.Baker → Kitchen.Mixer
                  fix: register it, e.g. Register(Kitchen.Mixer.self) { r in ... }, or ask for Kitchen.Mixer? where it may be absent

                no binding for Kitchen.Apprentice
                  requested by: Kitchen.Baker
                  path: Kitchen.Baker → Kitchen.Apprentice
                  fix: register it, e.g. Register(Kitchen.Apprentice.self) { r in ... }, or ask for Kitchen.Apprentice? where it may be absent

                no binding for Kitchen.Oven
                  requested by: Kitchen.Order
                  path: Kitchen.Order → Kitchen.Oven
                  fix: register it, e.g. Register(Kitchen.Oven.self) { r in ... }, or ask for Kitchen.Oven? where it may be absent
                """
        )
    }

    @Test func validate_onACompleteSet_passes() throws {
        let container = Container {
            Kitchen.Thermometer.registration
            Kitchen.StoneOven.registration
            Kitchen.Baker.registration
            Kitchen.Order.registration
            Kitchen.RecipeModule.registrations
        }
        try container.validate()
    }
}
