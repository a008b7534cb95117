import Testing

@testable import SutureGraph

/// Spellings read into type expressions: plain dotted names on the quick path, everything else by the parser.
struct TypeExpressionTests {
    private static func named(_ names: String...) -> TypeExpression {
        .named(names.map { TypeExpression.NamePart(name: $0, arguments: []) })
    }

    @Test(arguments: [
        ("Oven", named("Oven")),
        ("Kitchen.Oven", named("Kitchen", "Oven")),
        ("_Private.Oven2", named("_Private", "Oven2")),
        ("Type", named("Type")),
        ("Éclair", named("Éclair")),
        ("Oven.Type", .metatype(named("Oven"), "Type")),
        ("Kitchen.Oven.Protocol", .metatype(named("Kitchen", "Oven"), "Protocol")),
        ("any Oven", named("Oven")),
        ("Oven?", .optional(named("Oven"))),
        ("any", .verbatim("any")),
        ("some", .verbatim("some")),
        ("sending", .verbatim("sending")),
        ("1Oven", .verbatim("1Oven")),
        ("Kitchen..Oven", .verbatim("Kitchen..Oven")),
        ("Kitchen.", .verbatim("Kitchen.")),
        (".Oven", .verbatim(".Oven")),
        ("", .verbatim("")),
    ])
    func spelling_isReadIntoItsExpression(_ spelling: String, _ expected: TypeExpression) {
        #expect(TypeExpression(parsing: spelling) == expected)
    }

    @Test(arguments: [
        ("Oven", true),
        ("Kitchen.Oven", true),
        ("_Private.Oven2", true),
        ("Type", true),
        ("Oven.Type", false),
        ("Kitchen.Oven.Protocol", false),
        ("any", false),
        ("some.Oven", false),
        ("1Oven", false),
        ("Kitchen.2nd", false),
        ("Kitchen..Oven", false),
        ("Kitchen.", false),
        (".Oven", false),
        ("Éclair", false),
        ("Oven?", false),
        ("Store<Bread>", false),
        ("", false),
    ])
    func plainDottedName_isOnlyASCIINamesJoinedByDots(_ spelling: String, _ expected: Bool) {
        #expect(TypeExpression.isPlainDottedName(spelling) == expected)
    }

    @Test(arguments: [
        ("Oven", "Oven"),
        ("Logger", "any Logger"),
        ("Kitchen.Thermometer", "any Kitchen.Thermometer"),
        ("Kitchen.Oven", "Kitchen.Oven"),
        ("Logger?", "(any Logger)?"),
        ("[Logger]", "[any Logger]"),
        ("Store<Logger>", "Store<any Logger>"),
        ("Logger.Type", "(any Logger).Type"),
        ("Éclair", "Éclair"),
    ])
    func swiftSpelling_putsAnyBeforeEachProtocol(_ canonical: String, _ expected: String) {
        let protocols: Set<String> = ["Logger", "Kitchen.Thermometer"]
        #expect(TypeExpression.swiftSpelling(of: canonical, protocols: protocols) == expected)
        #expect(TypeExpression(parsing: canonical).swiftSpelling(protocols: protocols) == expected)
    }
}
