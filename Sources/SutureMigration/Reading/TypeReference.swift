import SwiftSyntax

/// Reads type references out of expressions: `Animal.self`, `Cat.init`, `(Animal.self, name: "cat")`.
package enum TypeReference {
    /// The type of `X.self`, as written, or nil when `expression` is not one.
    package static func selfType(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return only.expression.trimmedDescription
        }
        return base.trimmedDescription
    }

    /// `Pet` → `Pet.self`; `any Pet` → `(any Pet).self`: how a metatype of `type` is written.
    package static func metatype(_ type: String) -> String {
        type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("&") ? "(\(type)).self" : type + ".self"
    }

    /// The name of a type declaration (`class`, `struct`, `actor`, `enum`, `extension`).
    package static func name(of declaration: some DeclGroupSyntax) -> String? {
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

    /// The type an initializer reference names and the argument labels it spells, if any: `Cat.init` →
    /// (`Cat`, nil), `Cat.init(name:)` → (`Cat`, ["name"]).
    package static func initializer(_ expression: ExprSyntax) -> (type: String, labels: [String?]?)? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
            let base = access.base
        else { return nil }
        let labels = access.declName.argumentNames?.arguments.map { argument -> String? in
            argument.name.text == "_" ? nil : argument.name.text
        }
        return (base.trimmedDescription, labels)
    }
}

/// Reads a string literal's value when it has no interpolation.
package enum StringLiteral {
    /// `"cat"` → `cat`; nil for anything else.
    package static func value(of expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }
}
