// The tests of Documentation/ComingFrom/AnnotationInject.md.
import Suture
import Testing

extension AnnotationInjectGuide {
    @Suite struct KitchenTests {
        let kitchen = SutureAnnotationInjectGuideKitchen()

        @Test func coffeeMaker_getsTheHeaterBoundByItsProtocol() {
            #expect(kitchen.coffeeMaker.heater.name == "coffee heater")
        }

        @Test func injectInitializer_isTheOneCalled() {
            #expect(kitchen.frenchPress.heater is CoffeeHeater)
        }

        @Test func injectProperty_isSetRightAfterInit() {
            let pourOver = kitchen.pourOver
            #expect(pourOver.heater?.name == "coffee heater")
            #expect(pourOver.spareHeater?.name == "coffee heater")
        }

        @Test func provider_buildsTheType() {
            #expect(kitchen.percolator.heater.name == "coffee heater")
        }
    }

    @Suite struct ContainerTests {
        @Test func weakScope_sharesTheMakerWhileSomeoneHoldsIt() throws {
            let container = appContainer()
            let held = try container.resolve((any Maker).self)
            #expect(held === (try container.resolve((any Maker).self)))
            #expect(held === (try container.resolve(DripCoffeeMaker.self)))
            #expect(held.brew() == "drip coffee from the coffee heater")
        }

        @Test func injectProperty_isSetByTheContainerToo() throws {
            let pourOver = try appContainer().resolve(PourOver.self)
            #expect(pourOver.heater?.name == "coffee heater")
        }

        @Test func container_validates() throws {
            try appContainer().validate()
        }

        @Test func forgottenHeater_isReportedBeforeAnythingIsBuilt() throws {
            let forgetful = Container {
                CoffeeMaker.registration
            }
            let error = try #require(throws: ContainerValidationError.self) {
                try forgetful.validate()
            }
            #expect(
                error.description == """
                    1 problem in the container:

                    no binding for AnnotationInjectGuide.Heater
                      requested by: AnnotationInjectGuide.CoffeeMaker
                      path: AnnotationInjectGuide.CoffeeMaker → AnnotationInjectGuide.Heater
                      fix: register it, e.g. Register(AnnotationInjectGuide.Heater.self) { r in ... }, \
                    or ask for AnnotationInjectGuide.Heater? where it may be absent
                    """
            )
        }
    }
}
