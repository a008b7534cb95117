import SwiftSyntax

extension SyntaxDiagnostic {
    static func injectOnActorProperty(attribute: AttributeSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectOnActorProperty,
            message: "@Inject cannot set a property of an actor, whose stored properties cannot be set from "
                + "outside; take the dependency as an initializer parameter instead",
            node: attribute,
            fixIts: [
                SyntaxFixIt(message: "Remove @Inject", replacements: [SyntaxEditing.removal(of: attribute)])
            ]
        )
    }

    static func injectOnConstant(_ variable: VariableDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectOnConstant,
            message: "@Inject sets the property after initialization, so it must be a 'var', not a 'let'",
            node: variable.bindingSpecifier,
            fixIts: [
                SyntaxFixIt(
                    message: "Replace 'let' with 'var'",
                    oldNode: variable.bindingSpecifier,
                    newNode: SyntaxEditing.replacing(variable.bindingSpecifier, with: .var)
                )
            ]
        )
    }

    static func injectOnTypeProperty(_ variable: VariableDeclSyntax, modifier: DeclModifierSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectOnTypeProperty,
            message: "@Inject sets a property of each new instance; remove '\(modifier.name.text)' to make it an "
                + "instance property",
            node: modifier,
            fixIts: [
                SyntaxFixIt(
                    message: "Remove '\(modifier.name.text)'", replacements: [SyntaxEditing.removal(of: modifier)])
            ]
        )
    }

    static func injectOnSeveralBindings(_ variable: VariableDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectOnSeveralBindings,
            message: "@Inject needs one property per declaration, named by a plain identifier; declare each "
                + "injected property with its own '@Inject var'",
            node: variable.bindings
        )
    }

    static func injectOnComputedProperty(_ variable: VariableDeclSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectOnComputedProperty,
            message: "@Inject cannot set the computed property '\(name)'; inject a stored 'var' instead",
            node: variable.bindings
        )
    }

    static func injectWithoutTypeAnnotation(_ binding: PatternBindingSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectWithoutTypeAnnotation,
            message: "@Inject needs the type of '\(name)' written out, as in '@Inject var \(name): Ledger?', "
                + "because the type is the key it resolves",
            node: binding.pattern
        )
    }

    static func injectWithoutFallback(_ type: TypeSyntax, name: String) -> SyntaxDiagnostic {
        let wrapped: TypeSyntax =
            TypeSpelling.needsParentheses(type.trimmedDescription)
            ? TypeSyntax(TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: type.trimmed)]))
            : type.trimmed
        let optional = OptionalTypeSyntax(wrappedType: wrapped)
            .with(\.leadingTrivia, type.leadingTrivia)
            .with(\.trailingTrivia, type.trailingTrivia)
        return SyntaxDiagnostic(
            rule: .injectWithoutFallback,
            message: "@Inject var '\(name)' needs a value while nothing is injected: make it optional "
                + "('\(optional.trimmedDescription)') or give it a default value",
            node: type,
            fixIts: [
                SyntaxFixIt(message: "Make it optional", oldNode: type, newNode: optional)
            ]
        )
    }

    static func injectOnUnsupportedDeclaration(_ declaration: DeclSyntax, attribute: AttributeSyntax)
        -> SyntaxDiagnostic
    {
        SyntaxDiagnostic(
            rule: .injectOnUnsupportedDeclaration,
            message: "@Inject marks the initializer an @Injectable type is built with, or a stored 'var' set "
                + "after it; remove it here",
            node: attribute,
            fixIts: [SyntaxFixIt(message: "Remove @Inject", replacements: [SyntaxEditing.removal(of: attribute)])]
        )
    }

    static func injectArgumentsOnInitializer(_ attribute: AttributeSyntax, arguments: AttributeSyntax.Arguments)
        -> SyntaxDiagnostic
    {
        SyntaxDiagnostic(
            rule: .injectArgumentsOnInitializer,
            message: "@Inject on an initializer takes no arguments; qualify its parameters with @Named(\"x\") instead",
            node: arguments,
            fixIts: [
                SyntaxFixIt(
                    message: "Remove the arguments",
                    oldNode: attribute,
                    newNode: attribute.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
                        .with(\.trailingTrivia, attribute.trailingTrivia)
                )
            ]
        )
    }

    static func injectInExtension(_ attribute: AttributeSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectInExtension,
            message: "@Inject marks an initializer that @Injectable reads from the type's own declaration, and "
                + "this one stands in an extension; move the initializer into the type",
            node: attribute
        )
    }
}
