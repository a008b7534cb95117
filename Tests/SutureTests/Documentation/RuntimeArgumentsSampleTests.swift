// The samples of the DocC article "Runtime arguments" (Sources/Suture/Suture.docc/RuntimeArguments.md).
import Suture
import Testing

enum RuntimeArgumentsArticle {
    @Injectable(scope: .singleton)
    final class Oven: Sendable {}

    @Injectable
    final class Order: Sendable {
        let customer: String
        let loaves: Int
        let oven: Oven

        init(@Argument customer: String, @Argument loaves: Int, oven: Oven) {
            self.customer = customer
            self.loaves = loaves
            self.oven = oven
        }
    }

    struct Invoice: Sendable {
        let order: Order
        let total: Double
    }

    @Module
    enum BillingModule {
        @Provides
        static func invoice(@Argument order: Order, @Argument pricePerLoaf: Double) -> Invoice {
            Invoice(order: order, total: Double(order.loaves) * pricePerLoaf)
        }
    }

    struct Receipt: Sendable {
        let text: String
    }
}

@Suite struct RuntimeArgumentsSampleTests {
    typealias Oven = RuntimeArgumentsArticle.Oven
    typealias Order = RuntimeArgumentsArticle.Order
    typealias Invoice = RuntimeArgumentsArticle.Invoice
    typealias Receipt = RuntimeArgumentsArticle.Receipt
    typealias BillingModule = RuntimeArgumentsArticle.BillingModule

    let bakery = Container {
        Oven.registration
        Order.registration
        BillingModule.registrations
        Register(Receipt.self) { (r, customer: String, loaves: Int) in
            let order = try r.resolve(Order.self, arguments: customer, loaves)
            return Receipt(text: "\(order.loaves) loaves for \(order.customer)")
        }
    }

    @Test func arguments_arePassedInOrder() throws {
        let order = try bakery.resolve(Order.self, arguments: "Ada", 2)
        let invoice = try bakery.resolve(Invoice.self, arguments: order, 3.5)
        let receipt = try bakery.resolve(Receipt.self, arguments: "Grace", 6)
        #expect(order.customer == "Ada")
        #expect(invoice.total == 7)
        #expect(receipt.text == "6 loaves for Grace")
    }

    @Test func wrongArguments_areAResolutionError() throws {
        #expect(throws: ResolutionError.self) {
            try bakery.resolve(Order.self, arguments: 2, "Ada")
        }
        #expect(throws: ResolutionError.self) {
            try bakery.resolve(Order.self)
        }
    }

    @Test func everyOrder_isNew_andSharesTheSingletonOven() throws {
        let first = try bakery.resolve(Order.self, arguments: "Ada", 2)
        let second = try bakery.resolve(Order.self, arguments: "Ada", 2)
        #expect(first !== second)
        #expect(first.oven === second.oven)
    }
}
