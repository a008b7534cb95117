// The samples of Documentation/ComingFrom/SwiftBlade.md: lazy, named and bound dependencies.
import Foundation
import Suture

extension SwiftBladeGuide {
    /// Records what gets built, so the tests can see when the grinder is made.
    @Injectable(scope: .singleton)
    final class BuildLog: @unchecked Sendable {
        private let lock = NSLock()
        private var built: [String] = []

        init() {}

        func record(_ name: String) {
            lock.lock()
            defer { lock.unlock() }
            built.append(name)
        }

        var entries: [String] {
            lock.lock()
            defer { lock.unlock() }
            return built
        }
    }

    @Injectable
    final class Grinder: Sendable {
        init(log: BuildLog) {
            log.record("Grinder")
        }

        func grind() -> String { "ground" }
    }

    @Injectable
    final class GrindingCoffeeMaker: Sendable {
        private let grinder: Lazy<Grinder>

        init(grinder: Lazy<Grinder>) {
            self.grinder = grinder
        }

        func grind() -> [String] {
            // The grinder is built on the first get(), then kept.
            [grinder.get().grind(), grinder.get().grind()]
        }
    }

    @Injectable
    final class DualBoilerCoffeeMaker {
        let waterHeater: any Heater
        let milkHeater: any Heater

        init(@Named("water") waterHeater: any Heater, @Named("milk") milkHeater: any Heater) {
            self.waterHeater = waterHeater
            self.milkHeater = milkHeater
        }
    }

    /// Given when the coffee bar opens.
    struct Configuration: Sendable {
        let waterTemperature: Double
        let milkTemperature: Double
    }

    @Module
    enum BoilerModule {
        @Provides(named: "water")
        static func waterHeater(configuration: Configuration) -> any Heater {
            ElectricHeater(temperature: configuration.waterTemperature)
        }

        @Provides(named: "milk")
        static func milkHeater(configuration: Configuration) -> any Heater {
            ElectricHeater(temperature: configuration.milkTemperature)
        }
    }

    @Component(modules: [CoffeeModule.self, BoilerModule.self])
    protocol CoffeeBar {
        init(configuration: Configuration)
        func maker() -> CoffeeMaker
        func grindingMaker() -> GrindingCoffeeMaker
        func dualBoilerMaker() -> DualBoilerCoffeeMaker
        var log: BuildLog { get }
    }
}
