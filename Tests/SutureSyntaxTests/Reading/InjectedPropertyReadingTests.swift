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
