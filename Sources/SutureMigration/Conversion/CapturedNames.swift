import SwiftSyntax

/// Finds a value a factory takes from around it: a lower-case name it neither declares nor receives (the captured
/// container, an assembly's property through implicit `self`). A function it calls by name is not counted.
package enum CapturedNames {
    /// The first such name in `statements`, ignoring `known` names and the resolve sites (which become parameters).
    package static func first(
        in statements: CodeBlockItemListSyntax, excluding known: Set<String>, sites: [ResolveSite]
    ) -> String? {
        let locals = LocalNames(viewMode: .sourceAccurate)
        locals.walk(statements)
        let visitor = Visitor(known: known.union(locals.names), sites: Set(sites.map(\.node.id)))
        visitor.walk(statements)
        return visitor.found
    }

    /// The names a factory's statements declare (`let shopper = …`, a closure's parameters).
    private final class LocalNames: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
    }

    private final class Visitor: SyntaxVisitor {
        let known: Set<String>
        let sites: Set<SyntaxIdentifier>
        var found: String?

        init(known: Set<String>, sites: Set<SyntaxIdentifier>) {
            self.known = known
            self.sites = sites
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            let isLowercase = name.first?.isLowercase == true || name == "self"
            if found == nil, isLowercase, !isInsideSite(node), !isMemberName, !isCalled, !known.contains(name),
                name != "$0"
            {
                found = name
            }
            return .visitChildren
        }

        /// Whether `node` is part of a resolve site, which becomes a parameter.
        private func isInsideSite(_ node: some SyntaxProtocol) -> Bool {
            var current: Syntax? = Syntax(node)
            while let candidate = current {
                if sites.contains(candidate.id) { return true }
                current = candidate.parent
            }
            return false
        }
    }
}
