import Suture

/// The providers of ShopComponent that `suture migrate needle` converted to @Provides functions.
@Module
enum ShopModule {
    @Provides
    static func formatter() -> PriceFormatter {
        PriceFormatter(currencyCode: "EUR")
    }
}
