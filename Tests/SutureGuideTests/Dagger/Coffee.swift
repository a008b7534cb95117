import Suture

// The samples of Documentation/ComingFrom/Dagger.md: Dagger's coffee maker, in Suture.

extension DaggerGuide {
    /// What `interface Heater` was.
    protocol Heater: AnyObject, Sendable {
        var isHot: Bool { get }
        func on()
    }

    /// `@Singleton class ElectricHeater @Inject constructor()`, bound to `Heater` as `@Binds` did.
    @Injectable(as: Heater.self, scope: .singleton)
    final class ElectricHeater: Heater, @unchecked Sendable {
        // Unchecked: the sample is used from one test at a time.
        private(set) var isHot = false

        init() {}

        func on() { isHot = true }
    }

    /// `class Thermosiphon @Inject constructor(heater: Heater)`.
    @Injectable
    final class Pump: Sendable {
        let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }
    }

    /// `@Provides @Named("beans") fun beans(): String` and an `@IntoSet` contribution.
    @Module
    enum CoffeeModule {
        @Provides(named: "beans")
        static func beans() -> String { "arabica" }

        @Provides(into: .set)
        static func espresso() -> Drink { Drink(name: "espresso") }

        @Provides(into: .set)
        static func lungo() -> Drink { Drink(name: "lungo") }
    }

    /// An element of the `Set<Drink>` multibinding.
    struct Drink: Hashable, Sendable {
        let name: String
    }

    /// `class CoffeeMaker @Inject constructor(heater: Lazy<Heater>, pump: Pump, @Named("beans") beans: String)`.
    @Injectable
    final class CoffeeMaker: Sendable {
        let heater: Lazy<any Heater>
        let pump: Pump
        let beans: String
        let menu: [Drink]

        init(heater: Lazy<any Heater>, pump: Pump, @Named("beans") beans: String, menu: [Drink]) {
            self.heater = heater
            self.pump = pump
            self.beans = beans
            self.menu = menu
        }

        func brew() -> String {
            heater.get().on()
            return "\(beans) through the pump, the heater \(pump.heater.isHot ? "hot" : "cold")"
        }
    }

    /// `@AssistedInject constructor(@Assisted size: Int, maker: CoffeeMaker)`.
    @Injectable
    final class Order: Sendable {
        let size: Int
        let maker: CoffeeMaker

        init(@Argument size: Int, maker: CoffeeMaker) {
            self.size = size
            self.maker = maker
        }
    }

    /// `@Component(modules = [CoffeeModule::class]) interface CoffeeShop`, with `@BindsInstance` as `init`.
    @Component(modules: [CoffeeModule.self])
    protocol CoffeeShop {
        init(shopName: String)
        var maker: CoffeeMaker { get }
        var shopName: String { get }
        func order(size: Int) -> Order
    }
}
