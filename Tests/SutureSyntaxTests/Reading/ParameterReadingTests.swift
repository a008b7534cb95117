import SutureSyntax
import SwiftSyntax
import Testing

/// One parameter read on its own: kind from its type and attributes, qualifier, default, problems.
struct ParameterReadingTests {
    private func read(_ parameterSource: String) throws -> Reading<Parameter> {
        let source = ParsedSource("init(\(parameterSource)) {}")
        let parameter = try #require(source.first(FunctionParameterSyntax.self))
        return AnnotationReader().readParameter(parameter)
    }

    @Test(arguments: [
        ("oven: Oven", ParameterKind.plain),
        ("oven: Oven!", .optional(wrapped: "Oven")),
        ("oven: Swift.Optional<Oven>", .optional(wrapped: "Oven")),
        ("mixer: Suture.Lazy<Mixer>", .lazy(of: "Mixer")),
        ("recipes: Array<Recipe>", .set(of: "Recipe")),
        ("book: Dictionary<Flavor, Recipe>", .map(key: "Flavor", value: "Recipe")),
        ("handler: @escaping @Sendable () -> Void", .plain),
        ("@Argument count: Int", .argument),
    ])
    func kind_comesFromTheTypeAndAttributes(parameterSource: String, kind: ParameterKind) throws {
        #expect(try read(parameterSource).model?.kind == kind)
    }

    @Test func escaping_isDroppedFromTheSpelling_sendableKept() throws {
        #expect(try read("handler: @escaping @Sendable () -> Void").model?.typeSpelling == "@Sendable () -> Void")
        #expect(try read("handler: @escaping () -> Void").model?.typeSpelling == "() -> Void")
    }

    @Test func qualifier_readsEscapesAndRawStrings() throws {
        #expect(try read(#"@Named("a\"b") starter: Starter"#).model?.qualifier == "a\"b")
        #expect(try read(##"@Named(#"raw\n"#) starter: Starter"##).model?.qualifier == #"raw\n"#)
    }

    @Test func labelsAndDefaults_areKept() throws {
        let model = try #require(try read("in oven: Oven = StoneOven()").model)
        #expect(model.label == "in")
        #expect(model.name == "oven")
        #expect(model.defaultValue == "StoneOven()")
        let unlabeled = try #require(try read("_ oven: Oven").model)
        #expect(unlabeled.label == nil)
        #expect(unlabeled.name == "oven")
    }

    @Test func interpolatedQualifier_isReported() throws {
        let reading = try read(#"@Named("\(flavor)") starter: Starter"#)
        #expect(reading.model == nil)
        #expect(reading.diagnostics.map(\.rule) == [.namedNeedsStringLiteral])
    }

    @Test func borrowingParameter_isReported_withAFixIt() throws {
        let reading = try read("oven: borrowing Oven")
        #expect(
            reading.diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .parameterWithOwnershipSpecifier,
                    message: "parameter 'oven' is 'borrowing Oven'; an injected value is passed as a plain value, so "
                        + "remove the specifier",
                    node: "borrowing Oven",
                    fixIts: ["Remove the specifier"]
                )
            ])
    }
}
