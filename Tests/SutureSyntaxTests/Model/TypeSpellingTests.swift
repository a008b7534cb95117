import SutureSyntax
import Testing

/// Type spellings written back into source with the parentheses a suffix needs.
struct TypeSpellingTests {
    @Test(arguments: [
        ("Oven", "Oven.self", "Oven?"),
        ("any Oven", "(any Oven).self", "(any Oven)?"),
        ("Oven & Heater", "(Oven & Heater).self", "(Oven & Heater)?"),
        ("() -> Void", "(() -> Void).self", "(() -> Void)?"),
        ("[String: any Oven]", "[String: any Oven].self", "[String: any Oven]?"),
        ("Lazy<any Oven>", "Lazy<any Oven>.self", "Lazy<any Oven>?"),
        ("Result<Int, any Error>", "Result<Int, any Error>.self", "Result<Int, any Error>?"),
    ])
    func metatypeAndOptional_parenthesizeWhereNeeded(spelling: String, metatype: String, optional: String) {
        #expect(TypeSpelling.metatype(spelling) == metatype)
        #expect(TypeSpelling.optional(spelling) == optional)
    }

    @Test func scope_isWrittenBackAsSource() {
        #expect(ScopeModel.singleton.description == ".singleton")
        #expect(ScopeModel.custom("se\"ss").description == #".custom("se\"ss")"#)
    }

    @Test func accessLevel_mapsToTheGeneratedMembersModifier() {
        #expect(
            AccessLevel.allCases.map(\.memberModifier) == [
                "fileprivate", "fileprivate", nil, "package", "public", "public",
            ])
    }
}
