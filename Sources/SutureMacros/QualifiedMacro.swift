import SwiftSyntax
import SwiftSyntaxMacros

/// `@Qualified("x")`: names the binding a component's entry point returns; it adds nothing.
///
/// `@Component` reads the name and reports a malformed one; this macro reports an `@Qualified` placed elsewhere.
public struct QualifiedMacro: PeerMacro {
    /// Adds nothing; reports `@Qualified` outside a component protocol.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let inComponent =
            context.lexicalContext.first?.is(ProtocolDeclSyntax.self) == true
            && context.enclosingDeclarationHas(.component)
        context.report(
            AnnotationReader().checkQualifiedPlacement(
                on: DeclSyntax(declaration), attribute: node, inComponent: inComponent))
        return []
    }
}
