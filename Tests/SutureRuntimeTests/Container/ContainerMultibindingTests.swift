import SutureRuntime
import Testing

@Suite struct ContainerMultibindingTests {
    @Test func set_holdsEveryContributionInRegistrationOrder() throws {
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "sourdough") }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "baguette") }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
        }
        #expect(try container.resolve([Recipe].self).map(\.name) == ["sourdough", "baguette", "rye"])
    }

    @Test func set_isEmptyWhenNothingContributes() throws {
        let container = Container {}
        #expect(try container.resolve([Recipe].self).isEmpty)
    }

    @Test func map_holdsEveryContributionUnderItsKey() throws {
        let container = Container {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "butter") }
            Register(Recipe.self, into: .map(key: "loaf")) { _ in Recipe(name: "flour") }
        }
        let expected = ["croissant": Recipe(name: "butter"), "loaf": Recipe(name: "flour")]
        #expect(try container.resolve([String: Recipe].self) == expected)
    }

    @Test func map_isEmptyWhenNothingContributes() throws {
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "set only") }
        }
        #expect(try container.resolve([String: Recipe].self).isEmpty)
    }

    @Test func map_ignoresContributionsWhoseKeysHaveAnotherType() throws {
        let container = Container {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "by name") }
            Register(Recipe.self, into: .map(key: 7)) { _ in Recipe(name: "by number") }
            Register(Recipe.self, into: .map(key: Grain.rye)) { _ in Recipe(name: "by grain") }
        }
        #expect(try container.resolve([String: Recipe].self) == ["croissant": Recipe(name: "by name")])
        #expect(try container.resolve([Int: Recipe].self) == [7: Recipe(name: "by number")])
        #expect(try container.resolve([Grain: Recipe].self) == [.rye: Recipe(name: "by grain")])
    }

    @Test func setAndMap_ofOneElementType_doNotMix() throws {
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "in set") }
            Register(Recipe.self, into: .map(key: "k")) { _ in Recipe(name: "in map") }
        }
        #expect(try container.resolve([Recipe].self) == [Recipe(name: "in set")])
        #expect(try container.resolve([String: Recipe].self) == ["k": Recipe(name: "in map")])
    }

    @Test func map_withTheSameKeyTwice_isAnErrorNamingBothSites() throws {
        let line = #line
        let container = Container {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "butter") }  // line + 2
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "margarine") }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve([String: Recipe].self) }
        #expect(
            error.description == """
                2 contributions to [String: Recipe] use the map key "croissant"
                  registered at: \(site(line + 2)), \(site(line + 3))
                  fix: give each contribution its own map key
                """
        )
    }

    @Test func validate_reportsAMapKeyUsedTwice_withEverySite_beforeAnythingResolvesTheMap() throws {
        let line = #line
        let parent = Container {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "butter") }  // line + 2
            Register(Recipe.self, into: .map(key: "baguette")) { _ in Recipe(name: "baguette") }  // line + 3
            Register(Recipe.self, into: .map(key: 1)) { _ in Recipe(name: "first") }  // line + 4
        }
        let child = parent.child {
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "margarine") }  // line + 7
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "lard") }  // line + 8
            Register(Recipe.self, into: .map(key: 2)) { _ in Recipe(name: "second") }  // line + 9
        }
        #expect(parent.validationProblems().isEmpty)
        #expect(
            child.validationProblems().map(\.description) == [
                """
                3 contributions to [String: Recipe] use the map key "croissant"
                  registered at: \(site(line + 2)), \(site(line + 7)), \(site(line + 8))
                  fix: give each contribution its own map key
                """
            ]
        )
    }

    @Test func qualifiedMultibindings_areSeparateFromUnqualifiedOnes() throws {
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "plain") }
            Register(Recipe.self, named: "seasonal", into: .set) { _ in Recipe(name: "pumpkin") }
            Register(Recipe.self, named: "seasonal", into: .set) { _ in Recipe(name: "stollen") }
            Register(Recipe.self, named: "seasonal", into: .map(key: "winter")) { _ in Recipe(name: "stollen") }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "by grain") }.qualified(by: Grain.rye)
        }
        #expect(try container.resolve([Recipe].self).map(\.name) == ["plain"])
        #expect(try container.resolve([Recipe].self, named: "seasonal").map(\.name) == ["pumpkin", "stollen"])
        #expect(try container.resolve([String: Recipe].self, named: "seasonal") == ["winter": Recipe(name: "stollen")])
        #expect(try container.resolve([Recipe].self, qualifier: Grain.rye).map(\.name) == ["by grain"])
    }

    @Test func multibinding_isResolvedAsAFactoryDependency() throws {
        let container = Container {
            Register([Recipe].self, named: "menu") { r in try r.resolve([Recipe].self) + [Recipe(name: "special")] }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
        }
        #expect(try container.resolve([Recipe].self, named: "menu").map(\.name) == ["rye", "special"])
    }

    @Test func contribution_keepsItsScope() throws {
        let container = Container {
            Register(Widget.self, into: .set) { _ in Widget() }.scope(.singleton)
            Register(Widget.self, into: .set) { _ in Widget() }
        }
        let first = try container.resolve([Widget].self)
        let second = try container.resolve([Widget].self)
        #expect(first[0] === second[0])
        #expect(first[1] !== second[1])
    }

    @Test func child_addsItsContributionsAfterTheParents() throws {
        let parent = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "parent") }
            Register(Recipe.self, into: .map(key: "p")) { _ in Recipe(name: "parent") }
        }
        let child = parent.child {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "child") }
            Register(Recipe.self, into: .map(key: "c")) { _ in Recipe(name: "child") }
        }
        #expect(try child.resolve([Recipe].self).map(\.name) == ["parent", "child"])
        #expect(try child.resolve([String: Recipe].self) == ["p": Recipe(name: "parent"), "c": Recipe(name: "child")])
        #expect(try parent.resolve([Recipe].self).map(\.name) == ["parent"])
    }

    @Test func failingContribution_isReportedAsAFactoryFailure() throws {
        let line = #line
        let container = Container {
            Register(Recipe.self, into: .set) { _ in throw Failure("the recipe is lost") }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve([Recipe].self) }
        #expect(
            error.description == """
                the factory of Recipe threw: the recipe is lost
                  registered at: \(site(line + 2))
                  fix: fix the factory, or handle the error where Recipe is resolved
                """
        )
    }
}
