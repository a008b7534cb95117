import Suture
import Foundation

/// The registrations of TillAssembly that `suture migrate swinject` converted to providers.
@Module
enum TillModule {
    @Provides(named: "USD", scope: .graph)
    static func priceListUSD(@Named("currency") currency: String?) -> PriceList {
        PriceList(currency: currency ?? "USD")
    }
}
