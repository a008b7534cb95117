import Suture
import Testing

/// The generated `SutureBakery`: every kind of request, wired without a container.
struct BakeryTests {
    let bakery = SutureBakery(config: BakeryConfig(name: "Corner"))

    @Test func singleton_isBuiltOncePerComponent() {
        #expect(bakery.oven as AnyObject === bakery.oven as AnyObject)
        #expect(bakery.baker.oven as AnyObject === bakery.oven as AnyObject)
        let other = SutureBakery(config: BakeryConfig(name: "Other"))
        #expect(other.oven as AnyObject !== bakery.oven as AnyObject)
    }

    @Test func bakesInTheFakeOven() {
        let bakery = SutureBakery(config: BakeryConfig(name: "Test"), overrides: .init(oven: { FakeOven() }))
        #expect(bakery.baker.oven is FakeOven)
        #expect(bakery.order(customer: "Ada", loaves: 2).oven is FakeOven)
    }

    @Test func transient_isNewOnEveryRequest() {
        #expect(bakery.baker !== bakery.baker)
    }

    @Test func namedProvider_isTheQualifiedBinding() {
        #expect(bakery.baker.starter.grain == "rye")
    }

    @Test func lazy_isBuiltOnFirstGetAndKept() {
        let baker = bakery.baker
        #expect(!baker.mixer.isBuilt)
        #expect(baker.mixer.get() === baker.mixer.get())
        #expect(baker.mixer.isBuilt)
    }

    @Test func provider_buildsOnEveryGet() {
        let baker = bakery.baker
        #expect(baker.apprentice.get() !== baker.apprentice.get())
    }

    @Test func unboundOptional_isNil_andBoundPropertyIsInjected() {
        let baker = bakery.baker
        #expect(baker.logger == nil)
        #expect(baker.ledger != nil)
    }

    @Test func multibindings_collectEveryContribution() {
        let baker = bakery.baker
        #expect(baker.recipes.map(\.name) == ["sourdough", "baguette"])
        #expect(baker.menu.mapValues(\.name) == ["croissant": "croissant"])
    }

    @Test func boundInstance_comesFromTheInitializer() {
        #expect(bakery.baker.config.name == "Corner")
    }

    @Test func factoryEntryPoint_passesItsArgumentsByLabel() {
        let order = bakery.order(customer: "Ada", loaves: 2)
        #expect(order.customer == "Ada")
        #expect(order.loaves == 2)
        #expect(order.oven.bake("rye") == "rye, baked at 230°")
    }

    @Test func generatedRegistrations_feedAContainer() throws {
        let container = Container {
            BakeryRegistrations.registrations
            Register(BakeryConfig.self) { _ in BakeryConfig(name: "Container") }
        }
        try container.validate()
        #expect(try container.resolve(Baker.self).config.name == "Container")
    }
}

/// The oven a test bakes in instead of the stone one.
final class FakeOven: Oven {
    func bake(_ dough: String) -> String { "\(dough), pretend-baked" }
}
