// The samples of Documentation/ComingFrom/AnnotationInject.md: annotations read by the build plugin.
import Suture

extension AnnotationInjectGuide {
    /// Heats the water.
    protocol Heater: Sendable {
        var name: String { get }
    }

    @Injectable(as: Heater.self)
    struct CoffeeHeater: Heater {
        let name = "coffee heater"

        init() {}
    }

    @Injectable
    final class CoffeeMaker {
        let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }
    }

    /// Several initializers: `@Inject` picks the one to call.
    @Injectable
    final class FrenchPress {
        let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }

        @Inject
        convenience init() {
            self.init(heater: CoffeeHeater())
        }
    }

    /// A property set right after init.
    @Injectable
    final class PourOver {
        @Inject var heater: (any Heater)?
        @Inject var spareHeater: (any Heater)!

        init() {}
    }

    /// A type built by a function of ours rather than by its initializer.
    final class Percolator {
        let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }
    }

    @Module
    enum AppProvider {
        @Provides
        static func percolator() -> Percolator {
            Percolator(heater: CoffeeHeater())
        }
    }

    /// What AnnotationInject's `registeredService()` accessors gave: typed, checked when the target builds.
    @Component(modules: [AppProvider.self])
    protocol Kitchen {
        var coffeeMaker: CoffeeMaker { get }
        var frenchPress: FrenchPress { get }
        var pourOver: PourOver { get }
        var percolator: Percolator { get }
    }
}
