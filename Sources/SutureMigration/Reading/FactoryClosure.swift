import SwiftSyntax

/// A `register` factory closure, read: its resolver and runtime-argument parameters and its statements.
package struct FactoryClosure {
    /// A runtime argument the closure takes after the resolver.
    package struct RuntimeArgument {
        /// Its name in the closure.
        package let name: String
        /// Its type, when the closure writes one.
        package let type: String?
    }

    /// The resolver parameter's name; nil when it is `_` (the factory resolves nothing).
    package let resolver: String?
    /// The runtime arguments, in order.
    package let runtimeArguments: [RuntimeArgument]
    /// The closure's statements.
    package let statements: CodeBlockItemListSyntax

    /// Reads `closure`'s parameters: `r in`, `_, name in`, `(r: Resolver, name: String) in`.
    package init(_ closure: ClosureExprSyntax) {
        var names: [(String, String?)] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            names = list.map { ($0.name.text, nil) }
        case .parameterClause(let clause):
            names = clause.parameters.map { parameter in
                ((parameter.secondName ?? parameter.firstName).text, parameter.type?.trimmedDescription)
            }
        case nil:
            names = []
        }
        let first = names.first?.0
        resolver = first == "_" ? nil : first
        runtimeArguments = names.dropFirst().map { RuntimeArgument(name: $0.0, type: $0.1) }
        statements = closure.statements
    }

    /// The single expression the closure returns, when it has one statement (`Cat()` or `return Cat()`).
    package var singleExpression: ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return nil
    }
}
