import SwiftSyntax

/// A place in a factory where the resolver is asked for a dependency: `r.resolve(X.self)!`,
/// `r.resolve(X.self, name: "n")`, `r ~> X.self`, `r ~> (X.self, name: "n")` or `r~>`.
package struct ResolveSite {
    /// The whole expression, which a conversion replaces.
    package let node: ExprSyntax
    /// The type asked for, as written; nil for `r~>`, whose type is the parameter it fills.
    package let type: String?
    /// The name asked for.
    package let name: String?
    /// Whether the result stays optional (`resolve` without `!`).
    package let isOptional: Bool
    /// The name a `@Provides` function's parameter takes for it; nil: one made from the name or the type.
    package var parameterName: String? = nil
}

/// How the resolver parameter of a factory is used.
package struct ResolverUses {
    /// The uses that ask for a dependency, in source order.
    package var sites: [ResolveSite] = []
    /// Uses inside a closure within the factory: the resolver is kept for later.
    package var keptInClosure = false
    /// Uses that are neither (passed to a function, `resolve` with runtime arguments, …), by their source.
    package var otherUses: [String] = []

    /// No use at all: a factory whose resolver is `_`.
    package init() {}

    /// Reads every use of `resolver` in `body` (the factory's statements).
    package init(of resolver: String, in body: CodeBlockItemListSyntax) {
        let references = ReferenceCollector(name: resolver)
        references.walk(body)
        for reference in references.found {
            if Self.isInsideNestedClosure(reference, body: body) {
                keptInClosure = true
            } else if let site = Self.site(around: reference) {
                sites.append(site)
            } else {
                otherUses.append(Self.enclosingExpression(of: reference).trimmedDescription)
            }
        }
    }

    private static func isInsideNestedClosure(_ node: some SyntaxProtocol, body: CodeBlockItemListSyntax) -> Bool {
        var current = node.parent
        while let candidate = current, candidate.id != body.id {
            if candidate.is(ClosureExprSyntax.self) { return true }
            current = candidate.parent
        }
        return false
    }

    /// The resolve site `reference` (the resolver's name) starts, if it is one.
    private static func site(around reference: DeclReferenceExprSyntax) -> ResolveSite? {
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "resolve",
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
            call.trailingClosure == nil
        {
            guard let first = call.arguments.first, first.label == nil,
                let type = TypeReference.selfType(first.expression)
            else { return nil }
            var name: String?
            for argument in call.arguments.dropFirst() {
                guard argument.label?.text == "name", let literal = StringLiteral.value(of: argument.expression)
                else { return nil }
                name = literal
            }
            if let unwrap = call.parent?.as(ForceUnwrapExprSyntax.self) {
                return ResolveSite(node: ExprSyntax(unwrap), type: type, name: name, isOptional: false)
            }
            return ResolveSite(node: ExprSyntax(call), type: type, name: name, isOptional: true)
        }
        if let postfix = reference.parent?.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "~>" {
            return ResolveSite(node: ExprSyntax(postfix), type: nil, name: nil, isOptional: false)
        }
        if let list = reference.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self),
            list.count == 3, list.first?.id == reference.id
        {
            let elements = Array(list)
            guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "~>" else { return nil }
            if let type = TypeReference.selfType(elements[2]) {
                return ResolveSite(node: ExprSyntax(sequence), type: type, name: nil, isOptional: false)
            }
            if let tuple = elements[2].as(TupleExprSyntax.self), tuple.elements.count == 2 {
                let parts = Array(tuple.elements)
                guard parts[0].label == nil, let type = TypeReference.selfType(parts[0].expression),
                    parts[1].label?.text == "name", let name = StringLiteral.value(of: parts[1].expression)
                else { return nil }
                return ResolveSite(node: ExprSyntax(sequence), type: type, name: name, isOptional: false)
            }
        }
        return nil
    }

    /// The largest expression around `reference` that is still a call, member access or unwrap of it: what a
    /// report quotes.
    private static func enclosingExpression(of reference: DeclReferenceExprSyntax) -> Syntax {
        var current = Syntax(reference)
        while let parent = current.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self) || parent.is(LabeledExprSyntax.self)
                || parent.is(LabeledExprListSyntax.self)
        {
            current = parent
        }
        return current
    }
}

/// Collects the references to one name.
private final class ReferenceCollector: SyntaxVisitor {
    let name: String
    var found: [DeclReferenceExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name, node.argumentNames == nil { found.append(node) }
        return .visitChildren
    }
}
