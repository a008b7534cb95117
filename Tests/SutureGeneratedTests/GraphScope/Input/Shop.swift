import Suture

/// One per request: everything a call of an entry point builds shares it.
@Injectable(scope: .graph)
final class UnitOfWork: Sendable {
    init() {}
}

@Injectable
final class OrdersRepository {
    let work: UnitOfWork

    init(work: UnitOfWork) { self.work = work }
}

@Injectable
final class StockRepository {
    let work: UnitOfWork

    init(work: UnitOfWork) { self.work = work }
}

@Injectable
final class Checkout {
    let orders: OrdersRepository
    let stock: StockRepository
    let moreStock: Provider<StockRepository>

    init(orders: OrdersRepository, stock: StockRepository, moreStock: Provider<StockRepository>) {
        self.orders = orders
        self.stock = stock
        self.moreStock = moreStock
    }
}

/// A singleton is built once, as a request of its own: it has a unit of work of its own.
@Injectable(scope: .singleton)
final class AuditTrail: Sendable {
    let work: UnitOfWork

    init(work: UnitOfWork) { self.work = work }
}

@Component
protocol Shop {
    var checkout: Checkout { get }
    var audit: AuditTrail { get }
    var work: UnitOfWork { get }
}
