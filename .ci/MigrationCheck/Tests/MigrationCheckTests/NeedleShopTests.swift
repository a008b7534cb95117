import Suture
import Testing

@testable import NeedleShop

/// The Needle shop after `suture migrate needle`: the component SutureBuildPlugin generates answers every provider
/// the report says it converted (Fixtures/Needle/Shop/report.txt), by the Needle component's own name, with Needle's
/// lifetimes: `shared { }` once per component, anything else anew on every request, and a child made anew on every
/// call of its parent's entry point.
struct NeedleShopTests {
    let shop = SutureShopComponent()

    @Test func theRootsSharedProviders_areOnePerRoot() {
        #expect(shop.catalog === shop.catalog)
        #expect(shop.clock as AnyObject === shop.clock as AnyObject)
        #expect(shop.clock is WallClock)
        #expect(SutureShopComponent().catalog !== shop.catalog)
    }

    @Test func theRootsOtherProviders_buildAnewFromTheSharedOnes() {
        #expect(shop.formatter.currencyCode == "EUR")
        #expect(shop.shelf !== shop.shelf)
        #expect(shop.shelf.catalog === shop.catalog)
        #expect(shop.shelf.formatter.currencyCode == "EUR")
    }

    @Test func aBasket_isOnePerChild_andReadsTheShopsCatalogAndClock() {
        let visit = shop.basket
        #expect(visit.basket === visit.basket)
        #expect(visit.basket.catalog === shop.catalog)
        #expect(visit.basketStream as AnyObject === visit.basket)
        #expect(visit.receipt.basket === visit.basket)
        #expect(visit.receipt.printedAt == 9)
        #expect(shop.basket.basket !== visit.basket)
    }

    @Test func aCheckout_keepsTheCustomerItWasMadeFor() {
        let checkout = shop.checkout(customer: Customer(name: "Ada"))
        #expect(checkout.customer.name == "Ada")
        #expect(checkout.payment === checkout.payment)
        #expect(checkout.payment.customer.name == "Ada")
        #expect(checkout.payment.formatter.currencyCode == "EUR")
        #expect(checkout.welcome == "Welcome, Ada")
        #expect(shop.checkout(customer: Customer(name: "Grace")).payment !== checkout.payment)
    }
}
