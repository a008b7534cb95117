import SwiftSyntax

extension SyntaxDiagnostic {
    static func namedNeedsStringLiteral(_ attribute: AttributeSyntax, parameterName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .namedNeedsStringLiteral,
            message: "@Named on parameter '\(parameterName)' needs one string literal, such as @Named(\"rye\"), "
                + "so the qualifier is known when the code is built",
            node: attribute
        )
    }

    static func argumentCannotBeNamed(
        _ named: AttributeSyntax,
        parameter: FunctionParameterSyntax,
        parameterName: String
    ) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .argumentCannotBeNamed,
            message: "parameter '\(parameterName)' is both @Argument and @Named; a runtime argument is passed by "
                + "the caller, not resolved, so remove @Named",
            node: named,
            fixIts: [
                SyntaxFixIt(message: "Remove @Named", replacements: [SyntaxEditing.removal(of: named)])
            ]
        )
    }

    static func variadicParameter(
        _ parameter: FunctionParameterSyntax,
        ellipsis: TokenSyntax,
        parameterName: String
    ) -> SyntaxDiagnostic {
        let arrayType = ArrayTypeSyntax(element: parameter.type.trimmed)
        var fixed = parameter.with(\.ellipsis, nil)
        fixed.type = TypeSyntax(arrayType).with(\.trailingTrivia, ellipsis.trailingTrivia)
        return SyntaxDiagnostic(
            rule: .variadicParameter,
            message: "variadic parameter '\(parameterName)' cannot be injected; take an array to receive every "
                + "contribution to the multibinding",
            node: ellipsis,
            fixIts: [
                SyntaxFixIt(
                    message: "Take [\(parameter.type.trimmedDescription)] instead",
                    oldNode: parameter,
                    newNode: fixed.with(\.leadingTrivia, parameter.leadingTrivia)
                )
            ]
        )
    }

    static func parameterWithOwnershipSpecifier(_ type: TypeSyntax, parameterName: String) -> SyntaxDiagnostic {
        let base = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        return SyntaxDiagnostic(
            rule: .parameterWithOwnershipSpecifier,
            message: "parameter '\(parameterName)' is '\(type.trimmedDescription)'; an injected value is passed "
                + "as a plain value, so remove the specifier",
            node: type,
            fixIts: [
                SyntaxFixIt(
                    message: "Remove the specifier",
                    oldNode: type,
                    newNode: base.trimmed.with(\.leadingTrivia, type.leadingTrivia).with(
                        \.trailingTrivia,
                        type.trailingTrivia
                    )
                )
            ]
        )
    }

    static func opaqueParameter(_ type: TypeSyntax, parameterName: String) -> SyntaxDiagnostic {
        var fixIts: [SyntaxFixIt] = []
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
            let existential = opaque.with(
                \.someOrAnySpecifier,
                .keyword(.any, leadingTrivia: opaque.someOrAnySpecifier.leadingTrivia, trailingTrivia: .space)
            )
            fixIts.append(SyntaxFixIt(message: "Use 'any' instead", oldNode: opaque, newNode: existential))
        }
        return SyntaxDiagnostic(
            rule: .opaqueParameter,
            message: "parameter '\(parameterName)' has the opaque type '\(type.trimmedDescription)', which names no "
                + "key to resolve; write a concrete type or an existential ('any')",
            node: type,
            fixIts: fixIts
        )
    }
}
