// The tests of Documentation/ComingFrom/Dagger.md.
import Suture
import Testing

extension DaggerGuide {
    @Suite struct CoffeeTests {
        @Test func component_brewsWithTheSingletonHeater() {
            let shop = SutureDaggerGuideCoffeeShop(shopName: "Corner")
            #expect(shop.maker.brew() == "arabica through the pump, the heater hot")
            #expect(shop.maker.pump.heater === shop.maker.heater.get())
            #expect(shop.shopName == "Corner")
        }

        @Test func multibinding_collectsEveryContribution() {
            let shop = SutureDaggerGuideCoffeeShop(shopName: "Corner")
            #expect(Set(shop.maker.menu.map(\.name)) == ["espresso", "lungo"])
        }

        @Test func assistedFactory_takesTheSize() {
            let shop = SutureDaggerGuideCoffeeShop(shopName: "Corner")
            #expect(shop.order(size: 2).size == 2)
        }
    }
}
