import SwiftSyntax

/// Qualifies the names Swinject and Suture both declare (`Container`, `Lazy`, `Provider`, `Resolver`) as
/// `Swinject.…` in a file that imports Swinject and now imports Suture too, where the bare name would be ambiguous.
package enum SwinjectQualification {
    /// The names both modules declare.
    package static let sharedNames: Set<String> = ["Container", "Lazy", "Provider", "Resolver"]

    /// The insertions of `Swinject.` before each bare use of a shared name in `file`, or none when the file does not
    /// import Swinject.
    package static func edits(in file: MigrationFile) -> [TextEdit] {
        guard file.imports.contains("Swinject") else { return [] }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.offsets.map { TextEdit(path: file.path, offset: $0, text: "Swinject.") }
    }

    private final class Visitor: SyntaxVisitor {
        var offsets: [Int] = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if SwinjectQualification.sharedNames.contains(node.name.text) {
                offsets.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if SwinjectQualification.sharedNames.contains(node.baseName.text), !isMemberName {
                offsets.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }
    }
}
