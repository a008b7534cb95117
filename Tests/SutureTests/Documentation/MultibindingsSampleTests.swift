// The samples of the DocC article "Multibindings" (Sources/Suture/Suture.docc/Multibindings.md).
import Suture
import Testing

enum MultibindingsArticle {
    struct Recipe: Sendable, Equatable {
        let name: String
    }

    @Module
    enum MenuModule {
        @Provides(into: .set)
        static func sourdough() -> Recipe { Recipe(name: "sourdough") }

        @Provides(into: .set)
        static func baguette() -> Recipe { Recipe(name: "baguette") }

        @Provides(into: .map(key: "croissant"))
        static func croissant() -> Recipe { Recipe(name: "croissant") }

        @Provides(into: .map(key: "brioche"))
        static func brioche() -> Recipe { Recipe(name: "brioche") }
    }

    @Injectable
    final class Menu: Sendable {
        let everyday: [Recipe]
        let specials: [String: Recipe]

        init(everyday: [Recipe], specials: [String: Recipe]) {
            self.everyday = everyday
            self.specials = specials
        }
    }
}

@Suite struct MultibindingsSampleTests {
    typealias Recipe = MultibindingsArticle.Recipe
    typealias MenuModule = MultibindingsArticle.MenuModule
    typealias Menu = MultibindingsArticle.Menu

    @Test func module_contributesToTheSetAndTheMap() throws {
        let bakery = Container {
            MenuModule.registrations
            Menu.registration
        }
        let menu = try bakery.resolve(Menu.self)
        #expect(menu.everyday.map(\.name) == ["sourdough", "baguette"])
        #expect(menu.specials["croissant"]?.name == "croissant")
        #expect(menu.specials.count == 2)
    }

    @Test func registerInto_contributesByHand() throws {
        let bakery = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "spelt") }
            Register(Recipe.self, into: .map(key: 1)) { _ in Recipe(name: "focaccia") }
        }
        let recipes = try bakery.resolve([Recipe].self)
        let byNumber = try bakery.resolve([Int: Recipe].self)
        #expect(recipes.map(\.name) == ["rye", "spelt"])
        #expect(byNumber[1]?.name == "focaccia")
    }

    @Test func noContribution_isAnEmptyCollection() throws {
        let empty = Container {}
        #expect(try empty.resolve([Recipe].self).isEmpty)
    }

    @Test func overriding_addsToTheSet_andReplacesAMapKey() throws {
        let bakery = Container { MenuModule.registrations }
        let seasonal = bakery.overriding {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "stollen") }
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "almond croissant") }
        }
        let recipes = try seasonal.resolve([Recipe].self)
        let specials = try seasonal.resolve([String: Recipe].self)
        #expect(recipes.map(\.name) == ["sourdough", "baguette", "stollen"])
        #expect(specials["croissant"]?.name == "almond croissant")
    }
}
