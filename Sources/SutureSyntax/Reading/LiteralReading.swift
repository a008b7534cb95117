import SwiftSyntax

/// Reads the literal forms that annotation arguments must take.
enum LiteralReading {
    /// `Oven.self` or `(any Oven).self` as the type spelling `Oven` or `any Oven`.
    static func typeReference(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self),
            let base = member.base
        else { return nil }
        if let tuple = base.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return only.expression.trimmedSource
        }
        return base.trimmedSource
    }

    /// `"rye"` as `rye`; `nil` for anything else, interpolations included.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return literal.openingPounds == nil ? unescaped(text) : text
    }

    /// Resolves the simple escapes of a string literal's text: `\n`, `\t`, `\"`, `\\`.
    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `true` or `false`.
    static func boolean(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// `.singleton`, `Scope.weak`, `.custom("session")`.
    static func scope(_ expression: ExprSyntax) -> ScopeModel? {
        if let member = expression.as(MemberAccessExprSyntax.self), isScopeBase(member.base) {
            switch member.declName.baseName.text {
            case "transient": return .transient
            case "singleton": return .singleton
            case "weak": return .weak
            case "graph": return .graph
            default: return nil
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            isScopeBase(member.base),
            member.declName.baseName.text == "custom",
            call.arguments.count == 1,
            let argument = call.arguments.first,
            argument.label == nil,
            call.trailingClosure == nil,
            let name = string(argument.expression)
        {
            return .custom(name)
        }
        return nil
    }

    private static func isScopeBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let spelling = base.trimmedSource
        return spelling == "Scope" || spelling == "Suture.Scope" || spelling == "SutureRuntime.Scope"
    }

    /// `[A.self, B.self]` as `["A", "B"]`; `nil` if it is not an array literal of type references.
    static func typeReferenceArray(_ expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var result: [String] = []
        for element in array.elements {
            guard let spelling = typeReference(element.expression) else { return nil }
            result.append(spelling)
        }
        return result
    }
}
