import SwiftSyntax
import SwiftSyntaxMacros

/// `@Inject`: marks the initializer to build with, or a stored `var` to set after it; it adds nothing.
///
/// Inside an `@Injectable` type, that macro reports the problems of `@Inject var`; this one checks the rest.
public struct InjectMacro: PeerMacro {
    /// Adds nothing; reports a misplaced `@Inject` unless the enclosing `@Injectable` does.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if declaration.is(VariableDeclSyntax.self) && context.enclosingDeclarationHas(.injectable) {
            return []
        }
        let diagnostics = AnnotationReader().checkInjectMarker(
            on: DeclSyntax(declaration),
            attribute: node,
            enclosingKind: context.enclosingTypeKind,
            inExtension: context.isInExtension
        )
        context.report(diagnostics)
        return []
    }
}
