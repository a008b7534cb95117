import Foundation
import Swinject

extension ObjectScope {
    static let shift = ObjectScope(storageFactory: PermanentStorage.init, description: "shift")
}

/// Swinject's own test fixtures, rewritten: assemblies that register produce, snacks and shoppers.
final class ProduceAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any Produce).self) { _ in
            Apple(label: "Braeburn")
        }
        container.register((any Snack).self) { _ in
            Pretzel()
        }
    }
}

final class ShopperAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Shopper.self) { r in
            let shopper = Shopper()
            shopper.snack = r.resolve((any Snack).self)
            shopper.produce = r.resolve((any Produce).self)
            return shopper
        }
        container.register(Container.self) { _ in
            container
        }
    }
}

/// The till and its staff, in SwinjectAutoregistration's shorthand where it fits.
final class TillAssembly: Assembly {
    let currency = "EUR"

    func assemble(container: Container) {
        container.autoregister(Till.self, initializer: Till.init).inObjectScope(.container).implements((any Ledger).self)
        container.register(Clerk.self) { r in Clerk(till: r ~> Till.self) }
        container.autoregister(Receipt.self, argument: Int.self, initializer: Receipt.init)
        container.register(Trolley.self) { _ in Trolley() }.inObjectScope(.weak)
        container.register(Rota.self) { r in Rota(clerk: r~>) }.inObjectScope(.shift)
        container.register(Queue.self) { r in Queue(clerk: r.resolve(Clerk.self)!) }.inObjectScope(.weak)
        container.register(PriceList.self, name: currency) { _ in PriceList(currency: "EUR") }
        container.register(PriceList.self, name: "USD") { r in
            PriceList(currency: r.resolve(String.self, name: "currency") ?? "USD")
        }
    }
}
