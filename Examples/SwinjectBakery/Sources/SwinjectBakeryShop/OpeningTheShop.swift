import Suture
import SutureSwinject
import Swinject

/// The shop, opened: both halves wired to each other.
public struct OpenShop {
    /// The Swinject half, which the code not yet moved still resolves from.
    public let swinject: Swinject.Container
    /// The Suture half.
    public let shop: any Shop

    /// The registrations of the keys Suture takes from Swinject, which the bridge checks at start-up.
    public static var keysTakenFromSwinject: Registrations { FromSwinject.registrations }

    /// Opens the shop: assembles Swinject, checks the keys Suture takes from it, and lets Swinject answer the keys
    /// that moved to Suture.
    ///
    /// - Throws: `SwinjectBridgeError` when Swinject lacks a key Suture takes from it.
    public static func open() throws -> OpenShop {
        let swinject = Swinject.Container()
        _ = Assembler([KitchenAssembly()], container: swinject)
        let bridge = try SwinjectBridge(swinject.synchronize(), taking: keysTakenFromSwinject)
        let shop = SutureShop(swinject: bridge)
        swinject.register(entryPointsOf: shop, \.ledger, \.mixer)
        return OpenShop(swinject: swinject, shop: shop)
    }
}
