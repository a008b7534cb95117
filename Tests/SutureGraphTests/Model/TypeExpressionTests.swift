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
}
