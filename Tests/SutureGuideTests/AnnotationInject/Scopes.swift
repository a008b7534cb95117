// The samples of Documentation/ComingFrom/AnnotationInject.md: a weak scope and a protocol key, in a Container.
import Suture

extension AnnotationInjectGuide {
    /// Makes coffee, as far as its callers know.
    protocol Maker: AnyObject, Sendable {
        func brew() -> String
    }

    /// Shared while someone holds it (`.weak`), and bound as `Maker`.
    @Injectable(as: Maker.self, scope: .weak)
    final class DripCoffeeMaker: Maker {
        private let heater: any Heater

        init(heater: any Heater) {
            self.heater = heater
        }

        func brew() -> String {
            "drip coffee from the \(heater.name)"
        }
    }

    /// Every `@Injectable` and `@Module` of these samples, as the container of a Swinject-style app would hold them.
    static func appContainer() -> Container {
        Container {
            CoffeeHeater.registration
            CoffeeMaker.registration
            FrenchPress.registration
            PourOver.registration
            DripCoffeeMaker.registration
            AppProvider.registrations
        }
    }
}
