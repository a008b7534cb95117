import ServiceLifecycle
import Suture

/// The app's graph. SutureBuildPlugin checks it when the target builds and generates `SuturePatisserie`.
@Component(modules: [ServicesModule.self])
protocol Patisserie: Sendable {
    init(journal: Journal)
    /// Every `Service` of the graph, each after the services it holds.
    var services: [any Service] { get }
    var pantry: Pantry { get }
    /// One request's subcomponent: its `.custom("request")` bindings live as long as the request.
    func visit(_ guest: Guest) -> ShopVisit
}

/// What one request reaches: a subcomponent of `Patisserie` whose scope is the request.
@Component(scope: .custom("request"))
protocol ShopVisit: Sendable {
    var box: PastryBox { get }
    var packer: BoxPacker { get }
}
