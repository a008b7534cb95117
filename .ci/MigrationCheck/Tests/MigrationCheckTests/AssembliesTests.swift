import Suture
import Swinject
import Testing

@testable import Assemblies

/// Swinject's test fixtures after `suture migrate swinject`: the assemblies' converted keys resolve from Swinject and
/// from Suture alike, scopes included (container, weak, a custom scope and its reset).
struct AssembliesTests {
    let swinjectContainer = Swinject.Container()
    let swinject: any Swinject.Resolver
    let suture = Suture.Container {
        Pretzel.registration
        Till.registration
        Clerk.registration
        Receipt.registration
        Trolley.registration
        Rota.registration
        ProduceModule.registrations
        ShopperModule.registrations
        TillModule.registrations
    }

    init() {
        let assembler = Assembler(
            [ProduceAssembly(), ShopperAssembly(), TillAssembly()], container: swinjectContainer)
        swinject = assembler.resolver
    }

    @Test func produceAndSnacks_areTheSameKinds() throws {
        let produce = try #require(swinject.resolve((any Produce).self))
        #expect(try suture.resolve((any Produce).self).label == produce.label)
        #expect(swinject.resolve((any Snack).self) is Pretzel)
        #expect(try suture.resolve((any Snack).self) is Pretzel)
    }

    @Test func aShopperFilledAfterInit_getsTheSameBasket() throws {
        let before = try #require(swinject.resolve(Shopper.self))
        let after = try suture.resolve(Shopper.self)
        #expect(before.snack is Pretzel && after.snack is Pretzel)
        #expect(before.produce?.label == "Braeburn" && after.produce?.label == "Braeburn")
    }

    @Test func theTill_isOneForTheContainer_andAlsoTheLedger() throws {
        let till = try #require(swinject.resolve(Till.self))
        #expect(try #require(swinject.resolve((any Ledger).self)) as AnyObject === till)
        let sutureTill = try suture.resolve(Till.self)
        #expect(try suture.resolve((any Ledger).self) as AnyObject === sutureTill)
        #expect(try suture.resolve(Clerk.self).till === sutureTill)
        #expect(try #require(swinject.resolve(Clerk.self)).till === till)
    }

    @Test func aReceipt_takesItsTotalAsARuntimeArgument() throws {
        #expect(try #require(swinject.resolve(Receipt.self, argument: 12)).total == 12)
        #expect(try suture.resolve(Receipt.self, arguments: 12).total == 12)
    }

    @Test func aTrolley_isSharedWhileHeld_inBoth() throws {
        let held = try #require(swinject.resolve(Trolley.self))
        #expect(try #require(swinject.resolve(Trolley.self)) === held)
        let sutureHeld = try suture.resolve(Trolley.self)
        #expect(try suture.resolve(Trolley.self) === sutureHeld)
    }

    @Test func theRota_livesUntilItsShiftIsReset_inBoth() throws {
        let rota = try #require(swinject.resolve(Rota.self))
        #expect(try #require(swinject.resolve(Rota.self)) === rota)
        swinjectContainer.resetObjectScope(.shift)
        #expect(try #require(swinject.resolve(Rota.self)) !== rota)

        let sutureRota = try suture.resolve(Rota.self)
        #expect(try suture.resolve(Rota.self) === sutureRota)
        suture.reset(.custom("shift"))
        #expect(try suture.resolve(Rota.self) !== sutureRota)
    }

    @Test func aPriceListWithAnOptionalNamedString_fallsBackAlike() throws {
        #expect(try #require(swinject.resolve(PriceList.self, name: "USD")).currency == "USD")
        #expect(try suture.resolve(PriceList.self, named: "USD").currency == "USD")
    }
}
