import Suture
import Foundation

/// The registrations of ShopperAssembly that `suture migrate swinject` converted to providers.
@Module
enum ShopperModule {
    @Provides(scope: .graph)
    static func shopper(snack: (any Snack)?, produce: (any Produce)?) -> Shopper {
        let shopper = Shopper()
        shopper.snack = snack
        shopper.produce = produce
        return shopper
    }
}
