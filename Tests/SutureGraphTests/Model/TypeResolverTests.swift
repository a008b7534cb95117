import Testing

@testable import SutureGraph

/// Type spellings become one canonical key however they are written.
struct TypeResolverTests {
    let resolver = TypeResolver(modules: [
        ScannedModule.declaring(
            types: ["Kitchen", "Kitchen.Oven", "Kitchen.Scale", "Bakery", "Bakery.Oven", "Logger"],
            aliases: [("Kitchen.Grams", "Int", ["Kitchen"]), ("Weight", "Kitchen.Grams", [])],
            moduleName: "App"
        )
    ])

    @Test(arguments: [
        ("any Logger", "Logger"),
        ("Optional<Logger>", "Logger?"),
        ("Logger!", "Logger?"),
        ("(any Logger)?", "Logger?"),
        ("Array<Logger>", "[Logger]"),
        ("Dictionary<String,Logger>", "[String: Logger]"),
        ("Swift.String", "String"),
        ("App.Logger", "Logger"),
        ("any Logger & Sendable", "Logger & Sendable"),
        ("( Logger )", "Logger"),
        ("Lazy<Optional<[Int]>>", "Lazy<[Int]?>"),
    ])
    func spelling_becomesItsCanonicalForm(_ spelling: String, _ canonical: String) {
        #expect(resolver.canonical(spelling, in: []) == canonical)
    }

    @Test func nestedName_resolvesFromTheInnermostEnclosingScope() {
        #expect(resolver.canonical("Oven", in: ["Kitchen"]) == "Kitchen.Oven")
        #expect(resolver.canonical("Oven", in: ["Bakery"]) == "Bakery.Oven")
        #expect(resolver.canonical("Scale", in: ["Kitchen", "Shelf"]) == "Kitchen.Scale")
        #expect(resolver.canonical("Oven", in: []) == "Oven")
    }

    @Test func nameReadInATypeWithoutNestedNames_resolvesAsInTheTypeAroundIt() {
        #expect(resolver.canonical("Oven", in: ["Logger"]) == "Oven")
        #expect(resolver.canonical("Oven", in: ["Kitchen", "Logger"]) == "Kitchen.Oven")
        #expect(resolver.canonical("Grams", in: ["Kitchen", "Scale"]) == "Int")
        #expect(resolver.canonical("Grams", in: ["Logger"]) == "Grams")
        #expect(resolver.canonical("Oven", in: ["Bakery", "Oven"]) == "Bakery.Oven")
    }

    @Test func typealias_expandsInItsOwnScope_throughChains() {
        #expect(resolver.canonical("Grams", in: ["Kitchen"]) == "Int")
        #expect(resolver.canonical("Weight", in: []) == "Int")
        #expect(resolver.canonical("[Weight]", in: []) == "[Int]")
    }

    @Test func unreadableSpelling_staysAsWrittenWithoutSpaces() {
        #expect(resolver.canonical("Foo<<", in: []) == "Foo<<")
    }

    @Test func existential_isSpelledWithAnyInGeneratedCode() {
        let expression = resolver.resolve("Optional<Logger>", in: [])
        #expect(expression.swiftSpelling(protocols: ["Logger"]) == "(any Logger)?")
        #expect(
            resolver.resolve("[Logger & Sendable]", in: []).swiftSpelling(protocols: ["Logger"])
                == "[any Logger & Sendable]")
    }
}

extension ScannedModule {
    /// A module that declares the given types and typealiases and nothing else.
    static func declaring(types: [String], aliases: [(String, String, [String])], moduleName: String) -> ScannedModule {
        var module = ScannedModule(name: moduleName, isTarget: true)
        module.types = types.map { name in
            DeclarationIndex.TypeEntry(fullName: name, inherited: [], scope: [], isExtension: false)
        }
        module.aliases = aliases.map { DeclarationIndex.Alias(fullName: $0.0, target: $0.1, scope: $0.2) }
        return module
    }
}
