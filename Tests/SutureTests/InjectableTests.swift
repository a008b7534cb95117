import Suture
import Testing

/// `@Injectable` types resolved from a real container.
struct InjectableTests {
    private func bakery() -> Container {
        Container {
            Kitchen.Thermometer.registration
            Kitchen.StoneOven.registration
            Kitchen.Baker.registration
            Kitchen.Order.registration
            Kitchen.Stall.registration
            Kitchen.RecipeModule.registrations
        }
    }

    @Test func initializerParameters_areResolvedByKind() throws {
        let baker = try bakery().resolve(Kitchen.Baker.self)
        #expect(baker.oven.name == "stone")
        #expect(baker.starter == Kitchen.Starter(grain: "rye"))
        #expect(baker.mixer.isBuilt == false)
        _ = baker.mixer.get()
        #expect(baker.mixer.isBuilt)
        #expect(baker.apprentice.get() !== baker.apprentice.get())
        #expect(baker.logger == nil)
        #expect(baker.recipes.map(\.name) == ["sourdough", "baguette"])
        #expect(baker.recipeBook.mapValues(\.name) == ["croissant": "croissant"])
    }

    @Test func aliases_shareOneSingleton_whicheverKeyAsks() throws {
        let container = bakery()
        let byType = try container.resolve(Kitchen.StoneOven.self)
        let byOven = try container.resolve((any Kitchen.Oven).self)
        let byHeater = try container.resolve((any Kitchen.Heater).self)
        #expect(byOven as? Kitchen.StoneOven === byType)
        #expect(byHeater as? Kitchen.StoneOven === byType)
    }

    @Test func argumentParameters_arePassedInDeclarationOrder() throws {
        let order = try bakery().resolve(Kitchen.Order.self, arguments: "Ada", 2)
        #expect(order.customer == "Ada")
        #expect(order.loaves == 2)
        #expect(order.oven.name == "stone")
    }

    @Test func memberwiseStruct_isNamedAndBuiltFromItsStoredProperties() throws {
        let container = bakery().overriding {
            Register(Kitchen.Starter.self) { _ in Kitchen.Starter(grain: "spelt") }
        }
        let stall = try container.resolve(Kitchen.Stall.self, named: "market")
        #expect(stall.starter == Kitchen.Starter(grain: "spelt"))
        #expect(stall.sign == "Fresh bread")
        #expect(stall.awning == nil)
        #expect(container.hasBinding(for: Kitchen.Stall.self) == false)
    }

    @Test func injectedProperties_areSetAfterInit_orKeepTheirFallback() throws {
        let unbound = try bakery().resolve(Kitchen.Baker.self)
        #expect(unbound.ledger == nil)
        #expect(unbound.tip == 5)

        let ledger = Kitchen.Ledger()
        let bound = bakery().overriding {
            Register(Kitchen.Ledger.self) { _ in ledger }
            Register(Int.self) { _ in 12 }
        }
        let baker = try bound.resolve(Kitchen.Baker.self)
        #expect(baker.ledger === ledger)
        #expect(baker.tip == 12)
    }

    @Test func qualifiedInjectedProperties_resolveUnderTheirNames_only() throws {
        let unqualified = Kitchen.Ledger()
        let audit = Kitchen.Ledger()
        let onlyUnqualified = bakery().overriding {
            Register(Kitchen.Ledger.self) { _ in unqualified }
            Register(Int.self) { _ in 12 }
        }
        let plain = try onlyUnqualified.resolve(Kitchen.Baker.self)
        #expect(plain.ledger === unqualified)
        #expect(plain.auditLedger == nil)
        #expect(plain.bonus == 1)

        let qualified = bakery().overriding {
            Register(Kitchen.Ledger.self, named: "audit") { _ in audit }
            Register(Int.self, named: "bonus") { _ in 3 }
        }
        let baker = try qualified.resolve(Kitchen.Baker.self)
        #expect(baker.auditLedger === audit)
        #expect(baker.ledger == nil)
        #expect(baker.bonus == 3)
        #expect(baker.tip == 5)
    }
}

/// Shapes beyond the basics: generics, and user types that shadow runtime names.
struct InjectableShapeTests {
    @Test func genericType_registersTheSpecializationAskedFor() throws {
        let container = Container {
            Shelf<Int>.registration
            Shelf<String>.registration
            Register(Int.self) { _ in 4 }
            Register(String.self) { _ in "rye" }
        }
        #expect(try container.resolve(Shelf<Int>.self).item == 4)
        #expect(try container.resolve(Shelf<String>.self).item == "rye")
    }
}
