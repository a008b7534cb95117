// The tests of Documentation/ComingFrom/SwiftBlade.md.
import Suture
import Testing

extension SwiftBladeGuide {
    @Suite struct CoffeeShopTests {
        @Test func maker_brewsThroughThePumpAliasedToTheThermosiphon() {
            let coffeeShop = SutureSwiftBladeGuideCoffeeShop()
            let maker = coffeeShop.maker()
            #expect(maker.brew() == "pumping water at 93.0°, brewed")
            #expect(maker.pump is Thermosiphon)
        }

        @Test func singletonHeater_isSharedWithinAComponent_andNotAcrossComponents() {
            let coffeeShop = SutureSwiftBladeGuideCoffeeShop()
            #expect(coffeeShop.maker().heater === coffeeShop.maker().heater)
            #expect(coffeeShop.maker() !== coffeeShop.maker())
            #expect(coffeeShop.maker().heater !== SutureSwiftBladeGuideCoffeeShop().maker().heater)
        }
    }

    @Suite struct CoffeeBarTests {
        let coffeeBar = SutureSwiftBladeGuideCoffeeBar(
            configuration: Configuration(waterTemperature: 100, milkTemperature: 60)
        )

        @Test func lazyGrinder_isBuiltOnFirstGet_thenKept() {
            let maker = coffeeBar.grindingMaker()
            #expect(coffeeBar.log.entries.isEmpty)
            #expect(maker.grind() == ["ground", "ground"])
            #expect(coffeeBar.log.entries == ["Grinder"])
        }

        @Test func namedHeaters_comeFromTheBoundConfiguration() {
            let maker = coffeeBar.dualBoilerMaker()
            #expect(maker.waterHeater.temperature == 100)
            #expect(maker.milkHeater.temperature == 60)
            #expect(maker.waterHeater !== coffeeBar.maker().heater)
        }
    }
}
