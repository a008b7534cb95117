import SutureSyntax
import Testing

/// "Did you mean": the edits between two names, and the one close candidate the graph compiler and the macros suggest.
struct NameDistanceTests {
    @Test func edits_countInsertionsDeletionsReplacementsAndSwaps_ignoringCase() {
        #expect(NameDistance.between("RecipesModule", "RecipesModule") == 0)
        #expect(NameDistance.between("recipesmodule", "RecipesModule") == 0)
        #expect(NameDistance.between("RecipeModule", "RecipesModule") == 1)
        #expect(NameDistance.between("RecipesMdoule", "RecipesModule") == 1)
        #expect(NameDistance.between("OvenModel", "OvenModule") == 2)
        #expect(NameDistance.between("", "oven") == 4)
    }

    @Test func theClosest_isWithinTwoEdits_forALongName() {
        let modules = ["StarterModule", "OvenModule", "RecipesModule"]
        #expect(NameDistance.closest(to: "StartersModule", among: modules) == "StarterModule")
        #expect(NameDistance.closest(to: "StrtrModule", among: modules) == "StarterModule")
        #expect(NameDistance.closest(to: "StrtModule", among: modules) == nil)
    }

    @Test func aShortName_takesOneEditAtMost() {
        #expect(NameDistance.closest(to: "ovn", among: ["oven", "mixer"]) == "oven")
        #expect(NameDistance.closest(to: "ov", among: ["oven", "mixer"]) == nil)
    }

    @Test func twoCandidatesEquallyClose_suggestNeither() {
        #expect(NameDistance.closest(to: "baker", among: ["bakes", "baked"]) == nil)
        #expect(NameDistance.closest(to: "baker", among: ["bakes", "oven"]) == "bakes")
    }

    @Test func candidatesOfAnyKind_areComparedByTheirSpelling() {
        struct Module: Equatable {
            let name: String
            let line: Int
        }
        let modules = [Module(name: "OvenModule", line: 3), Module(name: "RecipesModule", line: 9)]
        #expect(NameDistance.closest(to: "RecipeModule", among: modules, spelledAs: \.name) == modules[1])
    }
}
