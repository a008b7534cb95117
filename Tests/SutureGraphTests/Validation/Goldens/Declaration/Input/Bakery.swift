import Suture

struct Starter: Sendable {
    let grain: String
}

@Injectable(scope: .weak)
struct Thermometer {
    let degrees: Int = 230
}

@Injectable(scope: .singleton)
final class Order {
    let customer: String

    init(@Argument customer: String) { self.customer = customer }
}

@Module
enum BakeryModule {
    @Provides
    func starter() -> Starter { Starter(grain: "rye") }
}

@Injectable
final class Baker {
    @Inject let ledger: Ledger?
    let thermometer: Thermometer

    init(thermometer: Thermometer) { self.thermometer = thermometer }
}

@Injectable
final class Ledger {
    init() {}
}

@Component(modules: [BakeryModule.self])
protocol Bakery {
    var baker: Baker { get set }
    func order(customer: String) -> Order
}
