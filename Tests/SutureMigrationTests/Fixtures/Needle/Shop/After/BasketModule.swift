import Suture

/// The providers of BasketComponent that `suture migrate needle` converted to @Provides functions.
@Module
enum BasketModule {
    @Provides
    static func basketStream(basket: Basket) -> any BasketStream {
        basket
    }

    @Provides
    static func receipt(basket: Basket, clock: any ShopClock) -> Receipt {
        Receipt(basket: basket, printedAt: clock.now)
    }
}
