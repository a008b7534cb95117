import Suture
import Testing

/// `.graph` bindings in a generated component: one per call of an entry point.
struct GraphScopeTests {
    let shop = SutureShop()

    @Test func oneCall_sharesItsGraphInstance() {
        let checkout = shop.checkout
        #expect(checkout.orders.work === checkout.stock.work)
    }

    @Test func eachCall_getsItsOwn() {
        #expect(shop.checkout.orders.work !== shop.checkout.orders.work)
        #expect(shop.work !== shop.work)
    }

    @Test func providerMadeDuringACall_sharesThatCallsInstance() {
        let checkout = shop.checkout
        #expect(checkout.moreStock.get().work === checkout.orders.work)
        #expect(checkout.moreStock.get() !== checkout.moreStock.get())
    }

    @Test func singleton_keepsTheInstanceOfTheRequestThatBuiltIt() {
        #expect(shop.audit.work === shop.audit.work)
        #expect(shop.audit.work !== shop.checkout.orders.work)
    }
}
