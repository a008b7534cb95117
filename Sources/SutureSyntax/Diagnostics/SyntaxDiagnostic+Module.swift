import SwiftSyntax

extension SyntaxDiagnostic {
    static func moduleOnNonEnum(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> SyntaxDiagnostic {
        var fixIts: [SyntaxFixIt] = []
        let keyword: TokenSyntax? =
            declaration.as(StructDeclSyntax.self)?.structKeyword ?? declaration.as(ClassDeclSyntax.self)?.classKeyword
        if let keyword {
            fixIts.append(
                SyntaxFixIt(
                    message: "Make it an enum",
                    oldNode: keyword,
                    newNode: SyntaxEditing.replacing(keyword, with: .enum)
                )
            )
        }
        return SyntaxDiagnostic(
            rule: .moduleOnNonEnum,
            message: "@Module applies to an enum without cases, which holds static @Provides functions and is "
                + "never instantiated; declare the module as an enum",
            node: attribute,
            fixIts: fixIts
        )
    }

    static func includesNeedsTypeReferences(_ expression: ExprSyntax, label: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .includesNeedsTypeReferences,
            message: "\(label): needs an array of modules written as 'M.self', such as \(label): [NetworkModule.self], "
                + "so the graph is known when the code is built",
            node: expression
        )
    }

    static func installInNeedsTypeReferences(_ expression: ExprSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .installInNeedsTypeReferences,
            message: "installIn: needs an array of components, or protocols that components refine, written as "
                + "'C.self', such as installIn: [AppComponent.self], so the graph is known when the code is built",
            node: expression
        )
    }

    static func providerNotStatic(_ function: FunctionDeclSyntax) -> SyntaxDiagnostic {
        var fixed = function
        let staticModifier = DeclModifierSyntax(name: .keyword(.static), trailingTrivia: .space)
        if function.modifiers.isEmpty {
            fixed.funcKeyword = function.funcKeyword.with(\.leadingTrivia, [])
            fixed.modifiers = [staticModifier.with(\.leadingTrivia, function.funcKeyword.leadingTrivia)]
        } else {
            fixed.modifiers = DeclModifierListSyntax(Array(function.modifiers) + [staticModifier])
        }
        return SyntaxDiagnostic(
            rule: .providerNotStatic,
            message: "@Provides function '\(function.name.text)' must be static, because a module is never "
                + "instantiated; add 'static'",
            node: function.funcKeyword,
            fixIts: [SyntaxFixIt(message: "Add 'static'", oldNode: function, newNode: fixed)]
        )
    }

    static func genericProvider(_ generics: GenericParameterClauseSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .genericProvider,
            message: "@Provides function '\(name)' is generic, and nothing can choose its type parameters; write "
                + "one provider per concrete type",
            node: generics
        )
    }

    static func providerWithoutReturnType(_ function: FunctionDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .providerWithoutReturnType,
            message: "@Provides function '\(function.name.text)' returns nothing; its return type is the key it "
                + "binds, so add one, as in '-> Starter'",
            node: function.signature
        )
    }

    static func opaqueProvider(_ type: TypeSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .opaqueProvider,
            message: "@Provides function '\(name)' returns the opaque type '\(type.trimmedDescription)', which names "
                + "no key; return a concrete type or an existential ('any')",
            node: type
        )
    }

    static func elementsNotArray(_ type: TypeSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .elementsNotArray,
            message: "@Provides(into: .elements) function '\(name)' returns '\(type.trimmedDescription)', but it "
                + "contributes the elements of an array; return '[T]' to contribute to [T], or use into: .set for "
                + "one element",
            node: type
        )
    }

    static func providesOutsideModule(_ attribute: AttributeSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .providesOutsideModule,
            message: "@Provides function '\(name)' must stand in an enum marked @Module, which registers it; move "
                + "it into a module",
            node: attribute
        )
    }

    static func providesOnNonFunction(_ attribute: AttributeSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .providesOnNonFunction,
            message: "@Provides applies to a static function of a module, whose return value it binds; write the "
                + "binding as 'static func name() -> T'",
            node: attribute
        )
    }

    static func providesInExtension(_ attribute: AttributeSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .providesOutsideModule,
            message: "@Provides function '\(name)' stands in an extension, which @Module cannot see; move it into "
                + "the module's own declaration",
            node: attribute
        )
    }
}
