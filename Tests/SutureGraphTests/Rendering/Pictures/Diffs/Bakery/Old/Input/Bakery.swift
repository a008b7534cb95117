import BakeryKitchen
import Suture

/// What the bakery needs. SutureBuildPlugin checks this graph when the target builds and generates
/// `final class SutureBakery: Bakery`; a missing binding is a build error at the line that asks for it.
@Component(modules: [RecipesModule.self])
protocol Bakery {
    var baker: Baker { get }
    var oven: any Oven { get }
    func order(customer: String, loaves: Int) -> Order
    func shift(_ cashier: Cashier) -> Shift
}
