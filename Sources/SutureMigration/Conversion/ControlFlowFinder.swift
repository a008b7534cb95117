import SwiftSyntax

/// Finds control flow in a factory: `if`, `guard`, `switch`, loops and `?:` choose at run time, which a conversion
/// would have to keep by hand.
package enum ControlFlowFinder {
    /// Whether `statements` branch or loop anywhere (closures inside included).
    package static func branches(in statements: CodeBlockItemListSyntax) -> Bool {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(statements)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        var found = false

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { mark() }

        private func mark() -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }
    }
}
