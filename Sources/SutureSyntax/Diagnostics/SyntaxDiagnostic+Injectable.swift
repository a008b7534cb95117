import SwiftSyntax

extension SyntaxDiagnostic {
    static func injectableOnUnsupportedDeclaration(
        _ declaration: some DeclGroupSyntax,
        attribute: AttributeSyntax
    ) -> SyntaxDiagnostic {
        if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            let typeName = extensionDeclaration.extendedType.trimmedDescription
            return SyntaxDiagnostic(
                rule: .injectableOnUnsupportedDeclaration,
                message: "@Injectable must stand on the declaration of \(typeName) itself, not on an extension, so the "
                    + "macro and the graph compiler see the same initializers; move it to the type",
                node: attribute
            )
        }
        return SyntaxDiagnostic(
            rule: .injectableOnUnsupportedDeclaration,
            message: "@Injectable applies to a class, struct or actor; to bind a protocol, put "
                + "@Injectable(as: P.self) on a type that conforms to it",
            node: attribute
        )
    }

    static func injectableOnEnum(_ attribute: AttributeSyntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .injectableOnUnsupportedDeclaration,
            message: "@Injectable applies to a class, struct or actor, and \(typeName) is an enum; to hold "
                + "providers, mark the enum @Module and its static functions @Provides",
            node: attribute
        )
    }

    static func ambiguousInitializer(
        _ attribute: AttributeSyntax,
        candidates: [InitializerDeclSyntax],
        typeName: String
    ) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .ambiguousInitializer,
            message: "\(typeName) has \(candidates.count) initializers and none is marked @Inject; mark the one "
                + "Suture should call with @Inject",
            node: attribute,
            fixIts: candidates.map { candidate in
                SyntaxFixIt(
                    message: "Mark \(signatureName(of: candidate)) with @Inject",
                    oldNode: candidate,
                    newNode: SyntaxEditing.addingAttribute(named: "Inject", to: candidate)
                )
            }
        )
    }

    static func severalInjectInitializers(
        _ initializer: InitializerDeclSyntax,
        attribute: AttributeSyntax,
        typeName: String
    ) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .severalInjectInitializers,
            message: "only one initializer of \(typeName) may be marked @Inject; remove it from "
                + "\(signatureName(of: initializer)) or from the other one",
            node: attribute,
            fixIts: [
                SyntaxFixIt(
                    message: "Remove @Inject from \(signatureName(of: initializer))",
                    replacements: [SyntaxEditing.removal(of: attribute)]
                )
            ]
        )
    }

    static func failableInitializer(
        _ initializer: InitializerDeclSyntax,
        mark: TokenSyntax,
        typeName: String
    ) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .failableInitializer,
            message: "\(typeName) would be built with the failable \(signatureName(of: initializer)), but a "
                + "binding always produces a value; make it non-failable and throw an error instead",
            node: mark,
            fixIts: [
                SyntaxFixIt(
                    message: "Make the initializer non-failable",
                    oldNode: initializer,
                    newNode: initializer.with(\.optionalMark, nil)
                )
            ]
        )
    }

    static func genericInitializer(_ generics: GenericParameterClauseSyntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .genericInitializer,
            message: "\(typeName) would be built with a generic initializer, whose type parameters nothing can "
                + "choose; give it concrete parameter types or register \(typeName) by hand",
            node: generics
        )
    }

    static func argumentsWithSharedScope(_ node: Syntax, scope: ScopeModel, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .argumentsWithSharedScope,
            message: "\(typeName) takes @Argument parameters, so it is built anew for every call and cannot be "
                + "shared with scope \(scope); remove the scope",
            node: node
        )
    }

    static func argumentsWithEager(_ node: Syntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .argumentsWithEager,
            message: "\(typeName) takes @Argument parameters, so it cannot be built eagerly before anyone passes "
                + "them; remove 'eager: true'",
            node: node
        )
    }

    static func eagerWithoutSharedScope(_ node: Syntax, scope: ScopeModel, typeName: String) -> SyntaxDiagnostic {
        let lifetime =
            switch scope {
            case .weak: "scope .weak lets \(typeName) go when no one holds it"
            case .graph: "scope .graph builds \(typeName) once per request"
            case .transient, .singleton, .custom: "\(typeName) is .transient, built anew on every request"
            }
        return SyntaxDiagnostic(
            rule: .eagerNeedsSharedScope,
            message: "\(lifetime), so there is no one instance to build when the container or component is "
                + "created; add 'scope: .singleton' (or a custom scope), or remove 'eager: true'",
            node: node
        )
    }

    static func weakScopeOnValue(_ node: Syntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .weakScopeOnValue,
            message: "scope .weak keeps an instance while someone holds it, which needs a class or an actor, and "
                + "\(typeName) is neither; use .singleton or .transient",
            node: node
        )
    }

    static func isolatedAsync(_ attribute: AttributeSyntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .unsupportedCombination,
            message: "\(typeName) is isolated to @MainActor and built by an async function, which Suture does not "
                + "support yet; register it by hand with AsyncRegister",
            node: attribute
        )
    }

    static func isolatedPropertiesWithAsyncInitializer(_ attribute: AttributeSyntax, typeName: String)
        -> SyntaxDiagnostic
    {
        SyntaxDiagnostic(
            rule: .unsupportedCombination,
            message: "\(typeName) is isolated to @MainActor and built by an async initializer, after which Suture "
                + "cannot set its @Inject var properties yet; take them as initializer parameters instead",
            node: attribute
        )
    }

    static func asyncEager(_ node: Syntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .unsupportedCombination,
            message: "\(typeName) is built by an async function, which cannot run while a container is created; "
                + "remove 'eager: true'",
            node: node
        )
    }

    static func asyncContribution(_ attribute: AttributeSyntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .unsupportedCombination,
            message: "\(typeName) is built by an async function, and multibinding contributions are built "
                + "synchronously; make the function synchronous or remove 'into:'",
            node: attribute
        )
    }

    static func contributionWithArguments(_ attribute: AttributeSyntax, typeName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .unsupportedCombination,
            message: "\(typeName) takes @Argument parameters, and a multibinding contribution is built without "
                + "arguments; remove 'into:' or the @Argument parameters",
            node: attribute
        )
    }

    static func nameNeedsStringLiteral(_ expression: ExprSyntax, annotation: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .nameNeedsStringLiteral,
            message: "@\(annotation)(named:) needs a string literal, such as named: \"rye\", so the qualifier is "
                + "known when the code is built",
            node: expression
        )
    }

    static func scopeNeedsLiteral(_ expression: ExprSyntax, annotation: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .scopeNeedsLiteral,
            message: "@\(annotation)(scope:) needs the scope written out: .transient, .singleton, .weak, .graph "
                + "or .custom(\"name\") with a string literal",
            node: expression
        )
    }

    static func eagerNeedsLiteral(_ expression: ExprSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .eagerNeedsLiteral,
            message: "eager: needs 'true' or 'false' written out, so it is known when the code is built",
            node: expression
        )
    }

    static func intoNeedsLiteral(_ expression: ExprSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .intoNeedsLiteral,
            message:
                "into: needs '.set', '.elements' or '.map(key: ...)' written out, so the multibinding is known when the "
                + "code is built",
            node: expression
        )
    }

    static func aliasNeedsTypeReference(_ expression: ExprSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .aliasNeedsTypeReference,
            message: "as: needs types written as 'P.self', such as as: Oven.self, so the keys are known when the "
                + "code is built",
            node: expression
        )
    }

    static func unknownArgument(_ argument: LabeledExprSyntax, annotation: String) -> SyntaxDiagnostic {
        let label = argument.label.map { "'\($0.text):'" } ?? "an unlabeled argument"
        return SyntaxDiagnostic(
            rule: .unknownArgument,
            message: "@\(annotation) does not take \(label); remove it",
            node: argument
        )
    }

    /// `init(oven:starter:)`.
    static func signatureName(of initializer: InitializerDeclSyntax) -> String {
        let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "init" + (initializer.optionalMark?.text ?? "") + "(" + labels.joined() + ")"
    }
}
