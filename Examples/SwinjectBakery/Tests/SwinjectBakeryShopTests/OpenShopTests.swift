import SutureSwinject
import Swinject
import SwinjectBakeryShop
import Testing

@Suite struct OpenShopTests {
    @Test func sutureBuildsTheBaker_fromWhatSwinjectBuilds() throws {
        let open = try OpenShop.open()
        let baker = try open.shop.baker
        #expect(baker.oven === open.swinject.resolve(Oven.self))
        #expect(baker.flour === open.swinject.resolve(Flour.self, name: "rye"))
        #expect(baker.bake() == "rye bread from the brick oven, mixed at speed 2")
    }

    @Test func swinjectBuildsTheTill_fromWhatSutureBuilds() throws {
        let open = try OpenShop.open()
        let till = try #require(open.swinject.resolve(Till.self))
        #expect(till.ledger === open.shop.ledger)
        #expect(till.mixer === open.shop.mixer)
    }

    @Test func theMovedKey_isOneInstance_whicheverSideAsks() throws {
        let open = try OpenShop.open()
        let baker = try open.shop.baker
        #expect(open.swinject.resolve(Mixer.self) === baker.mixer)
        #expect(open.swinject.resolve(Mixer.self) === open.swinject.resolve(Till.self)?.mixer)
    }

    @Test func aKeySwinjectNoLongerRegisters_isNamedAtStartUp() throws {
        let swinject = Swinject.Container()
        swinject.register(Oven.self) { _ in BrickOven() }
        let error = #expect(throws: SwinjectBridgeError.self) {
            try SwinjectBridge(swinject, taking: OpenShop.keysTakenFromSwinject)
        }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 1 problem:
                1. Swinject does not resolve Flour named "rye", which Suture takes from it \
                (SwinjectBakeryShop/Shop.swift:41). Fix: register it in the Swinject container, as in \
                container.register(Flour.self, name: "rye") { r in ... }, or bind it in Suture and stop taking it from \
                Swinject.
                """
        )
    }
}
