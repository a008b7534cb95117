import SutureRuntime
import Testing

@Suite struct ContainerNearMissTests {
    @Test func missingNamedBinding_listsTheSameTypeWithOtherQualifiersAsNearMisses() throws {
        let line = #line
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }  // line + 2
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 3
            Register(Starter.self) { _ in Starter(grain: "wheat") }.qualified(by: Grain.wheat)  // line + 4
            Register(Recipe.self, named: "spelt") { _ in Recipe(name: "unrelated") }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Starter.self, named: "spelt") }
        #expect(
            error.description == """
                no binding for Starter named "spelt"
                  did you mean: Starter (registered at \(site(line + 2)))?
                  did you mean: Starter named "rye" (registered at \(site(line + 3)))?
                  did you mean: Starter qualified by Grain.wheat (registered at \(site(line + 4)))?
                  fix: register it, e.g. Register(Starter.self, named: "spelt") { r in ... }, or ask for Starter? where it may be absent
                """
        )
    }

    @Test func missingUnqualifiedBinding_listsTheQualifiedOnes() throws {
        let line = #line
        let container = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Starter.self) }
        #expect(
            error.description == """
                no binding for Starter
                  did you mean: Starter named "rye" (registered at \(site(line + 2)))?
                  fix: register it, e.g. Register(Starter.self) { r in ... }, or ask for Starter? where it may be absent
                """
        )
    }

    @Test func missingBindingQualifiedByAValue_suggestsTheQualifiedByFix() throws {
        let line = #line
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: Grain.rye)  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) {
            try container.resolve(Starter.self, qualifier: Grain.spelt)
        }
        #expect(
            error.description == """
                no binding for Starter qualified by Grain.spelt
                  did you mean: Starter qualified by Grain.rye (registered at \(site(line + 2)))?
                  fix: register it, e.g. Register(Starter.self) { r in ... }.qualified(by: Grain.spelt), or ask for Starter? where it may be absent
                """
        )
    }

    @Test func missingBinding_listsTheOptionalOfTheTypeAsANearMiss() throws {
        let line = #line
        let container = Container {
            Register(Thermometer?.self) { _ in nil }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Thermometer.self) }
        #expect(
            error.description == """
                no binding for Thermometer
                  did you mean: Thermometer? (registered at \(site(line + 2)))?
                  fix: register it, e.g. Register(Thermometer.self) { r in ... }, or ask for Thermometer? where it may be absent
                """
        )
    }

    @Test func missingBinding_listsContributionsOfTheType() throws {
        let line = #line
        let container = Container {
            Register(Recipe.self, into: .set) { _ in Recipe(name: "sourdough") }  // line + 2
            Register(Recipe.self, into: .map(key: "croissant")) { _ in Recipe(name: "butter") }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Recipe.self) }
        #expect(
            error.description == """
                no binding for Recipe
                  did you mean: [Recipe], which Recipe contributes to (registered at \(site(line + 2)))?
                  did you mean: [Recipe], which Recipe contributes to (registered at \(site(line + 3)))?
                  fix: register it, e.g. Register(Recipe.self) { r in ... }, or ask for Recipe? where it may be absent
                """
        )
    }

    @Test func missingBinding_listsATypeOfTheSameNameFromAnotherModule() throws {
        // Reads as "Duration" in messages, like the standard library's `Swift.Duration`.
        struct Duration {}
        let line = #line
        let container = Container {
            Register(Swift.Duration.self) { _ in .seconds(1) }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Duration.self) }
        #expect(
            error.description == """
                no binding for Duration
                  did you mean: Swift.Duration (registered at \(site(line + 2)))?
                  fix: register it, e.g. Register(Duration.self) { r in ... }, or ask for Duration? where it may be absent
                """
        )
    }

    @Test func missingBinding_listsNearMissesFromTheParent() throws {
        let line = #line
        let parent = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }  // line + 2
        }
        let child = parent.child {}
        let error = try #require(throws: ResolutionError.self) { try child.resolve(Starter.self) }
        #expect(error.nearMisses.map(\.description) == [#"Starter named "rye" (registered at \#(site(line + 2)))"#])
    }
}
