import SwiftSyntax

/// The declaration the macro is attached to: a function or an initializer.
enum InjectedParametersFunction {
    case function(FunctionDeclSyntax)
    case initializer(InitializerDeclSyntax)

    var parameters: FunctionParameterListSyntax {
        switch self {
        case .function(let declaration): declaration.signature.parameterClause.parameters
        case .initializer(let declaration): declaration.signature.parameterClause.parameters
        }
    }

    var parameterClause: FunctionParameterClauseSyntax {
        switch self {
        case .function(let declaration): declaration.signature.parameterClause
        case .initializer(let declaration): declaration.signature.parameterClause
        }
    }

    /// `upload(file:session:)`, `init(oven:)`: how the declaration reads in messages.
    var displayName: String {
        switch self {
        case .function(let declaration):
            InjectedParametersSyntaxText.signature(name: declaration.name.text, parameters: parameters)
        case .initializer:
            InjectedParametersSyntaxText.signature(name: "init", parameters: parameters)
        }
    }

    var genericParameterNames: Set<String> {
        let clause: GenericParameterClauseSyntax?
        switch self {
        case .function(let declaration): clause = declaration.genericParameterClause
        case .initializer(let declaration): clause = declaration.genericParameterClause
        }
        return Set(clause?.parameters.map(\.name.text) ?? [])
    }

    /// The type of a typed `throws(E)`, nil for `throws`, `rethrows` or none.
    var thrownType: TypeSyntax? {
        switch self {
        case .function(let declaration): declaration.signature.effectSpecifiers?.throwsClause?.type
        case .initializer(let declaration): declaration.signature.effectSpecifiers?.throwsClause?.type
        }
    }

    /// The declared result type of a function; nil for an initializer.
    var returnType: TypeSyntax? {
        guard case .function(let declaration) = self else { return nil }
        return declaration.signature.returnClause?.type
    }

    /// The trailing `where` clause.
    var genericWhereClause: GenericWhereClauseSyntax? {
        switch self {
        case .function(let declaration): declaration.genericWhereClause
        case .initializer(let declaration): declaration.genericWhereClause
        }
    }

    /// An operator function (`static func + (…)`), whose arity an overload cannot change.
    var isOperator: Bool {
        guard case .function(let declaration) = self else { return false }
        switch declaration.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }

    /// Whether the declaration without its body has parse errors (missing tokens, unexpected text).
    var signatureHasError: Bool {
        switch self {
        case .function(let declaration): declaration.with(\.body, nil).hasError
        case .initializer(let declaration): declaration.with(\.body, nil).hasError
        }
    }
}
