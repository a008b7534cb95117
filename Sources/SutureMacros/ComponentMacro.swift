import SwiftSyntax
import SwiftSyntaxMacros

/// `@Component`: checks a component protocol's shape; the graph compiler generates its implementation.
public struct ComponentMacro: PeerMacro {
    /// Adds nothing; reports every member or argument the component cannot accept.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let group = declaration.asProtocol(DeclGroupSyntax.self) {
            context.report(AnnotationReader().readComponent(group, attribute: node).diagnostics)
        } else {
            context.report(AnnotationReader().checkComponentOnNonGroup(attribute: node))
        }
        return []
    }
}
