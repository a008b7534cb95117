import SwiftSyntax
import SwiftSyntaxMacros

/// `@Provides`: marks a module's static function as a binding; `@Module` reads it, so it adds nothing.
///
/// Inside a `@Module`, that macro reports every problem; elsewhere this one says the function needs a module.
public struct ProvidesMacro: PeerMacro {
    /// Adds nothing; reports a `@Provides` that stands outside a module.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if context.enclosingDeclarationHas(.module) {
            return []
        }
        context.report(
            AnnotationReader().checkProvidesOutsideModule(
                on: DeclSyntax(declaration),
                attribute: node,
                inExtension: context.isInExtension
            )
        )
        return []
    }
}
