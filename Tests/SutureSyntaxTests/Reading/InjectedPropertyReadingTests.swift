import SutureSyntax
import SwiftSyntax
import Testing

/// `@Inject var` read on its own, as the `@Inject` macro and the graph compiler read it.
struct InjectedPropertyReadingTests {
    private func read(_ declaration: String, in kind: TypeKind? = .class) throws -> Reading<InjectedProperty> {
        let source = ParsedSource(declaration)
        let variable = try #require(source.first(VariableDeclSyntax.self))
        let attribute = try #require(variable.attributes.first(.inject))
        return AnnotationReader().readInjectedProperty(variable, attribute: attribute, enclosingKind: kind)
    }

    @Test func implicitlyUnwrapped_staysNilWhenUnbound() throws {
        #expect(
            try read("@Inject var scale: Scale!").model
                == InjectedProperty(
                    name: "scale", typeSpelling: "Scale!", dependencySpelling: "Scale", fallback: .staysNil)
        )
    }

    @Test func observedStoredProperty_isAccepted() throws {
        #expect(
            try read("@Inject var clock: Clock = .system { didSet {} }").model
                == InjectedProperty(
                    name: "clock",
                    typeSpelling: "Clock",
                    dependencySpelling: "Clock",
                    fallback: .keepsDefault(".system")
                )
        )
    }

    @Test func qualifiedProperty_readsItsName() throws {
        #expect(
            try read("@Inject(named: \"audit\") var audit: Ledger?").model
                == InjectedProperty(
                    name: "audit",
                    typeSpelling: "Ledger?",
                    dependencySpelling: "Ledger",
                    fallback: .staysNil,
                    qualifier: "audit"
                )
        )
    }

    @Test func qualifierThatIsNotALiteral_andUnknownArguments_areReported() throws {
        let reading = try read("@Inject(named: auditName, scope: .singleton) var audit: Ledger?")
        #expect(reading.model == nil)
        #expect(
            reading.diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .nameNeedsStringLiteral,
                    message: "@Inject(named:) needs a string literal, such as named: \"rye\", so the qualifier is "
                        + "known when the code is built",
                    node: "auditName"
                ),
                DiagnosticSummary(
                    rule: .unknownArgument,
                    message: "@Inject does not take 'scope:'; remove it",
                    node: "scope: .singleton"
                ),
            ])
    }

    @Test func qualifiedMarkerOnAnInitializer_isReported_withAFixIt() throws {
        let source = ParsedSource("@Inject(named: \"x\") init(oven: Oven) {}")
        let initializer = try #require(source.first(InitializerDeclSyntax.self))
        let attribute = try #require(initializer.attributes.first(.inject))
        let diagnostics = AnnotationReader().checkInjectMarker(
            on: DeclSyntax(initializer),
            attribute: attribute,
            enclosingKind: .class
        )
        #expect(
            diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .injectArgumentsOnInitializer,
                    message: "@Inject on an initializer takes no arguments; qualify its parameters with @Named(\"x\") "
                        + "instead",
                    node: "named: \"x\"",
                    fixIts: ["Remove the arguments"]
                )
            ])
    }

    @Test func emptyParenthesesOnAnInitializer_areAccepted() throws {
        let source = ParsedSource("@Inject() init(oven: Oven) {}")
        let initializer = try #require(source.first(InitializerDeclSyntax.self))
        let attribute = try #require(initializer.attributes.first(.inject))
        let diagnostics = AnnotationReader().checkInjectMarker(
            on: DeclSyntax(initializer),
            attribute: attribute,
            enclosingKind: .class
        )
        #expect(diagnostics.isEmpty)
    }

    @Test func actorProperty_isReportedBeforeAnythingElse() throws {
        let reading = try read("@Inject let ledger: Ledger", in: .actor)
        #expect(reading.diagnostics.map(\.rule) == [.injectOnActorProperty])
    }

    @Test func markerOnAFunction_isReported() throws {
        let source = ParsedSource("@Inject func bake() {}")
        let function = try #require(source.first(FunctionDeclSyntax.self))
        let attribute = try #require(function.attributes.first(.inject))
        let diagnostics = AnnotationReader().checkInjectMarker(
            on: DeclSyntax(function),
            attribute: attribute,
            enclosingKind: .class
        )
        #expect(diagnostics.map(\.rule) == [.injectOnUnsupportedDeclaration])
    }
}
