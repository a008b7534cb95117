// The samples of Documentation/ComingFrom/SwiftBlade.md: the coffee maker, wired by generated components.
import Foundation
import Suture

extension SwiftBladeGuide {
    /// Heats water (or milk).
    protocol Heater: AnyObject, Sendable {
        var temperature: Double { get }
    }

    /// Moves hot water through the coffee.
    protocol Pump: AnyObject, Sendable {
        func pump() -> String
    }

    /// A heater from a library we don't own: no annotation, a module provides it.
    final class ElectricHeater: Heater {
        let temperature: Double

        init(temperature: Double) {
            self.temperature = temperature
        }
    }

    @Injectable
    final class Thermosiphon: Pump {
        private let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }

        func pump() -> String {
            "pumping water at \(heater.temperature)°"
        }
    }

    @Injectable
    final class CoffeeMaker {
        let heater: any Heater
        let pump: any Pump

        init(heater: any Heater, pump: any Pump) {
            self.heater = heater
            self.pump = pump
        }

        func brew() -> String {
            "\(pump.pump()), brewed"
        }
    }

    @Module
    enum CoffeeModule {
        @Provides(scope: .singleton)
        static func heater() -> any Heater {
            ElectricHeater(temperature: 93)
        }

        @Provides
        static func pump(_ pump: Thermosiphon) -> any Pump {
            pump
        }
    }

    @Component(modules: [CoffeeModule.self])
    protocol CoffeeShop {
        func maker() -> CoffeeMaker
    }
}
