import SwiftSyntax

/// Small edits that fix-its make, keeping the surrounding layout intact.
enum SyntaxEditing {
    /// Replaces `node` (an attribute or a modifier) by nothing, keeping the line's layout.
    ///
    /// Only the node itself is touched, so this works on the attached node a peer macro is given. On its own
    /// line (nothing after it but the line break), the node's leading trivia goes with it; before other code
    /// on the same line, the leading trivia stays.
    static func removal(of node: some SyntaxProtocol) -> SyntaxFixIt.Replacement {
        let keepsLeadingTrivia = !node.trailingTrivia.isEmpty
        let empty = TokenSyntax(
            .identifier(""),
            leadingTrivia: keepsLeadingTrivia ? node.leadingTrivia : [],
            presence: .present
        )
        return SyntaxFixIt.Replacement(oldNode: node, newNode: empty)
    }

    /// `node` with `@name` added in front, on its own line at the node's indentation.
    static func addingAttribute<Node: WithAttributesSyntax>(named name: String, to node: Node) -> Node {
        let leading = node.leadingTrivia
        let indentation = Trivia(
            pieces: Array(
                leading.pieces.reversed().prefix { piece in
                    switch piece {
                    case .spaces, .tabs: true
                    default: false
                    }
                }.reversed()))
        let attribute = AttributeSyntax(
            leadingTrivia: leading,
            attributeName: IdentifierTypeSyntax(name: .identifier(name)),
            trailingTrivia: indentation.isEmpty && !leading.contains(where: \.isNewline)
                ? .space : .newline + indentation
        )
        var copy = node
        copy.leadingTrivia = []
        copy.attributes = AttributeListSyntax([.attribute(attribute)] + Array(copy.attributes))
        return copy
    }

    /// `token` replaced by `keyword`, keeping its trivia.
    static func replacing(_ token: TokenSyntax, with keyword: Keyword) -> TokenSyntax {
        .keyword(keyword, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia)
    }
}
