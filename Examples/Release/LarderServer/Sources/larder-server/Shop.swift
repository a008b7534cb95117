import Suture

/// The shop's graph: the hive lives as long as the server, a sale as long as one request. SutureBuildPlugin generates
/// `SutureShop` while the target builds.
@Component
protocol Shop: Sendable {
    /// The hive every request shares.
    var hive: Hive { get }
    /// One request's subcomponent.
    func request(_ visit: Visit) -> ShopRequest
}

/// What one request reaches: its `.custom("request")` bindings live as long as the request.
@Component(scope: .custom("request"))
protocol ShopRequest: Sendable {
    var sale: Sale { get }
}

/// The request a subcomponent is made for.
struct Visit: Sendable {
    /// The path asked for.
    let path: String
}

/// The hive, one for the whole server.
@Injectable(scope: .singleton)
final class Hive: Sendable {
    init() {}

    /// One harvest, in grams.
    func harvest() -> Int { 340 }
}

/// One request's sale, built once per request.
@Injectable(scope: .custom("request"))
final class Sale: Sendable {
    let visit: Visit
    let hive: Hive

    init(visit: Visit, hive: Hive) {
        self.visit = visit
        self.hive = hive
    }

    /// What the sale says about itself.
    func receipt() -> String { "\(visit.path): a jar of \(hive.harvest()) g of honey" }
}
