import SwiftSyntax

/// The arguments `@Injectable` and `@Provides` share: keys, qualifier, scope, eagerness, contribution.
struct RegistrationOptions {
    var aliases: [String] = []
    var qualifier: String?
    var scope: ScopeModel = .transient
    var isEager = false
    var contribution: MultibindingContribution?
    /// Where `scope:` and `eager:` were written, for diagnostics about them.
    var scopeNode: Syntax?
    var eagerNode: Syntax?
}

extension AnnotationReader {
    /// Reads `as:`, `named:`, `scope:`, `eager:` and `into:` from an annotation, as far as it allows them.
    func readRegistrationOptions(
        _ attribute: AttributeSyntax,
        allowsAliases: Bool,
        allowsEager: Bool,
        allowsInto: Bool
    ) -> Reading<RegistrationOptions> {
        var options = RegistrationOptions()
        var diagnostics: [SyntaxDiagnostic] = []
        var readingAliases = false
        for argument in attribute.labeledArguments {
            let label = argument.label?.text
            if label != nil { readingAliases = false }
            switch label {
            case "as" where allowsAliases:
                readingAliases = true
                readAlias(argument, into: &options, diagnostics: &diagnostics)
            case nil where readingAliases:
                readAlias(argument, into: &options, diagnostics: &diagnostics)
            case "named":
                if let name = LiteralReading.string(argument.expression) {
                    options.qualifier = name
                } else if argument.expression.is(NilLiteralExprSyntax.self) {
                    options.qualifier = nil
                } else {
                    diagnostics.append(.nameNeedsStringLiteral(argument.expression, annotation: attribute.simpleName))
                }
            case "scope":
                options.scopeNode = Syntax(argument.expression)
                if let scope = LiteralReading.scope(argument.expression) {
                    options.scope = scope
                } else {
                    diagnostics.append(.scopeNeedsLiteral(argument.expression, annotation: attribute.simpleName))
                }
            case "eager" where allowsEager:
                options.eagerNode = Syntax(argument.expression)
                if let eager = LiteralReading.boolean(argument.expression) {
                    options.isEager = eager
                } else {
                    diagnostics.append(.eagerNeedsLiteral(argument.expression))
                }
            case "into" where allowsInto:
                if let contribution = readContribution(argument.expression) {
                    options.contribution = contribution
                } else {
                    diagnostics.append(.intoNeedsLiteral(argument.expression))
                }
            default:
                diagnostics.append(.unknownArgument(argument, annotation: attribute.simpleName))
            }
        }
        return Reading(model: diagnostics.isEmpty ? options : nil, diagnostics: diagnostics)
    }

    private func readAlias(
        _ argument: LabeledExprSyntax,
        into options: inout RegistrationOptions,
        diagnostics: inout [SyntaxDiagnostic]
    ) {
        if let type = LiteralReading.typeReference(argument.expression) {
            options.aliases.append(type)
        } else {
            diagnostics.append(.aliasNeedsTypeReference(argument.expression))
        }
    }

    /// `.set`, `.elements`, `.map(key: "croissant")`.
    private func readContribution(_ expression: ExprSyntax) -> MultibindingContribution? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "set",
            member.base == nil || member.base?.trimmedSource == "Multibinding"
        {
            return .set
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "elements",
            member.base == nil || member.base?.trimmedSource == "ElementsContribution"
        {
            return .elements
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedSource == "Multibinding",
            member.declName.baseName.text == "map",
            call.arguments.count == 1,
            let key = call.arguments.first,
            key.label?.text == "key",
            call.trailingClosure == nil
        {
            return .map(key: key.expression.trimmedSource)
        }
        return nil
    }
}
