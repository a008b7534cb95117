import Suture
import Testing

/// Multibindings of `Lazy` and `Provider` values, arrays contributed with `into: .elements`, and entry points that
/// ask for a qualified binding, in a generated component; a container agrees.
struct MultibindingsTests {
    @Test func aMapOfProviders_buildsAnEntryOnEveryGet() throws {
        let station = SuturePatisserie().station
        #expect(station.glazes.keys.sorted() == ["chocolate", "lemon"])
        let chocolate = try #require(station.glazes["chocolate"])
        #expect(chocolate.get().flavor == "chocolate")
        #expect(chocolate.get() !== chocolate.get())
    }

    @Test func aMapOfLazies_buildsAnEntryOnce() throws {
        let lemon = try #require(SuturePatisserie().station.keptGlazes["lemon"])
        #expect(lemon.get().flavor == "lemon")
        #expect(lemon.get() === lemon.get())
    }

    @Test func aSetOfProviders_holdsTheSetContributionsOnly() {
        #expect(SuturePatisserie().station.everyGlaze.map { $0.get().flavor } == ["vanilla"])
    }

    @Test func anEntryPoint_returnsAMapOfProviders() {
        #expect(
            SuturePatisserie().glazeMenu.mapValues { $0.get().flavor } == ["chocolate": "chocolate", "lemon": "lemon"])
    }

    @Test func elements_joinTheSetInDeclarationOrder() {
        #expect(
            SuturePatisserie().pastryCase.pastries.map(\.name) == ["éclair", "croissant", "pain au chocolat", "tart"])
    }

    @Test func aSet_listsEachElementAfterTheElementsItDependsOn_otherwiseInDeclarationOrder() {
        #expect(
            SuturePatisserieOpening().openings.map(\.name) == [
                "wall clock", "freezer", "display counter", "order desk",
            ])
    }

    @Test func aContainer_listsTheSetInRegistrationOrder() throws {
        let container = Container { MultibindingsRegistrations.registrations }
        #expect(
            try container.resolve([any Opening].self).map(\.name)
                == ["order desk", "wall clock", "display counter", "freezer"])
    }

    @Test func qualifiedEntryPoints_returnTheNamedBinding_withItsScope() {
        let patisserie = SuturePatisserie()
        #expect(patisserie.houseGlaze.flavor == "caramel")
        #expect(patisserie.houseGlaze === patisserie.houseGlazes().get())
    }

    @Test func aQualifiedEntryPoint_isReplacedByItsOverride() {
        let fake = Glaze(flavor: "fake")
        let patisserie = SuturePatisserie(overrides: .init(houseGlaze: { fake }))
        #expect(patisserie.houseGlaze === fake)
        #expect(patisserie.houseGlazes().get() === fake)
    }

    @Test func aContainer_answersTheSameRequestsTheSameWay() throws {
        let container = Container { MultibindingsRegistrations.registrations }
        let station = try container.resolve(GlazingStation.self)
        #expect(station.glazes.mapValues { $0.get().flavor } == ["chocolate": "chocolate", "lemon": "lemon"])
        #expect(station.keptGlazes.keys.sorted() == ["chocolate", "lemon"])
        #expect(station.everyGlaze.map { $0.get().flavor } == ["vanilla"])
        #expect(
            try container.resolve(PastryCase.self).pastries.map(\.name)
                == ["éclair", "croissant", "pain au chocolat", "tart"])
        #expect(try container.resolve(Glaze.self, named: "house").flavor == "caramel")
    }
}
