import InaccessibleInitializerFeature
import Suture

@Injectable
final class Basket {
    private init() {}

    static func empty() -> Basket { Basket() }
}

@Injectable
final class Checkout {
    let gateway: any PaymentGateway
    let printer: ReceiptPrinter
    let basket: Basket
    let taxes: TaxTable
    let currency: Currency

    init(gateway: any PaymentGateway, printer: ReceiptPrinter, basket: Basket, taxes: TaxTable, currency: Currency) {
        self.gateway = gateway
        self.printer = printer
        self.basket = basket
        self.taxes = taxes
        self.currency = currency
    }
}

@Component(modules: [PaymentsModule.self])
protocol Shop {
    var checkout: Checkout { get }
}
