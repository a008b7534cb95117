import ServiceLifecycle
import Suture

/// The server's graph. SutureBuildPlugin checks it when the target builds and generates `SutureBakery`.
@Component(modules: [ServicesModule.self])
protocol Bakery: Sendable {
    init(events: ServerEvents)
    /// Every `Service` of the graph; `ServiceGraph` starts them in dependency order.
    var services: [any Service] { get }
    var inventory: Inventory { get }
    /// One request's subcomponent: its `.custom("request")` bindings live as long as the request.
    func request(_ visit: Visit) -> BakeryRequest
}

/// What one request reaches: a subcomponent of `Bakery` whose scope is the request.
@Component(scope: .custom("request"))
protocol BakeryRequest: Sendable {
    var desk: OrderDesk { get }
    var till: Till { get }
}
