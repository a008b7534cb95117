import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A Suture diagnostic as the compiler takes it.
struct SutureDiagnosticMessage: DiagnosticMessage {
    let message: String
    let diagnosticID: MessageID
    let severity: DiagnosticSeverity

    init(_ diagnostic: SyntaxDiagnostic) {
        message = diagnostic.message
        diagnosticID = MessageID(domain: "Suture", id: diagnostic.rule.rawValue)
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        }
    }
}

/// A Suture fix-it message as the compiler takes it.
struct SutureFixItMessage: FixItMessage {
    let message: String
    let fixItID: MessageID
}

extension MacroExpansionContext {
    /// Reports Suture's one-declaration diagnostics, with their fix-its, to the compiler.
    func report(_ diagnostics: [SyntaxDiagnostic]) {
        for diagnostic in diagnostics {
            let fixIts = diagnostic.fixIts.map { fixIt in
                FixIt(
                    message: SutureFixItMessage(
                        message: fixIt.message,
                        fixItID: MessageID(domain: "Suture", id: diagnostic.rule.rawValue + ".fix")
                    ),
                    changes: fixIt.replacements.map { .replace(oldNode: $0.oldNode, newNode: $0.newNode) }
                )
            }
            diagnose(Diagnostic(node: diagnostic.node, message: SutureDiagnosticMessage(diagnostic), fixIts: fixIts))
        }
    }

    /// The kind of the type the attached declaration stands in, if it stands directly in one.
    var enclosingTypeKind: TypeKind? {
        guard let enclosing = lexicalContext.first else { return nil }
        if enclosing.is(ClassDeclSyntax.self) { return .class }
        if enclosing.is(StructDeclSyntax.self) { return .struct }
        if enclosing.is(ActorDeclSyntax.self) { return .actor }
        if enclosing.is(EnumDeclSyntax.self) { return .enum }
        return nil
    }

    /// Whether the attached declaration stands directly in an extension.
    var isInExtension: Bool {
        lexicalContext.first?.is(ExtensionDeclSyntax.self) ?? false
    }

    /// Whether the declaration the attached one stands in carries the Suture annotation `name`.
    func enclosingDeclarationHas(_ name: AnnotationName) -> Bool {
        guard let enclosing = lexicalContext.first?.asProtocol(WithAttributesSyntax.self) else { return false }
        return enclosing.attributes.first(name) != nil
    }
}
