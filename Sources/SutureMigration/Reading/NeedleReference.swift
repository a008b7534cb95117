import SwiftSyntax

/// A place in a Needle provider that reads another value: `dependency.x` (from its ancestors), `self.x` or a bare `x`
/// (from its own component).
package struct NeedleReference {
    /// Where the value comes from.
    package enum Origin: Equatable {
        /// `dependency.x`.
        case dependency
        /// `self.x` or `x`: a member of the component, or a value it keeps.
        case component
    }

    /// The whole expression, which a conversion replaces.
    package let node: ExprSyntax
    /// Where the value comes from.
    package let origin: Origin
    /// The member's name.
    package let name: String

    /// The references of `statements` to `dependency` and to the names `own` (the component's members and kept
    /// values), in source order.
    package static func all(in statements: CodeBlockItemListSyntax, own: Set<String>) -> [NeedleReference] {
        let visitor = Visitor(own: own)
        visitor.walk(statements)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        let own: Set<String>
        var found: [NeedleReference] = []

        init(own: Set<String>) {
            self.own = own
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base?.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
            let name = node.declName.baseName.text
            switch base.baseName.text {
            case "dependency":
                found.append(NeedleReference(node: ExprSyntax(node), origin: .dependency, name: name))
                return .skipChildren
            case "self" where own.contains(name):
                found.append(NeedleReference(node: ExprSyntax(node), origin: .component, name: name))
                return .skipChildren
            default:
                return .visitChildren
            }
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if own.contains(node.baseName.text), !isMemberName, node.argumentNames == nil {
                found.append(NeedleReference(node: ExprSyntax(node), origin: .component, name: node.baseName.text))
            }
            return .visitChildren
        }
    }
}
