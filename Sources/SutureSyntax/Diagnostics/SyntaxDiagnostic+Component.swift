import SwiftSyntax

extension SyntaxDiagnostic {
    static func componentOnNonProtocol(_ attribute: AttributeSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentOnNonProtocol,
            message: "@Component applies to a protocol that lists what the app needs; the graph compiler "
                + "generates the class that implements it, so declare a protocol instead",
            node: attribute
        )
    }

    static func componentScope(_ expression: ExprSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentScope,
            message: "a component's scope is .singleton (a root component) or .custom(\"name\") (a subcomponent "
                + "with a narrower lifetime), written out",
            node: expression
        )
    }

    static func componentModuleListedAndOmitted(_ expression: ExprSyntax, module: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentModuleListedAndOmitted,
            message: "\(module) is both in modules: and in omitting:; keep it in modules: to use its bindings, or "
                + "remove it from modules: to leave it out on purpose",
            node: expression
        )
    }

    static func qualifiedNeedsStringLiteral(_ attribute: AttributeSyntax, entryPointName: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .qualifiedNeedsStringLiteral,
            message: "@Qualified on entry point '\(entryPointName)' needs one string literal, such as "
                + "@Qualified(\"rye\"), so the qualifier is known when the code is built",
            node: attribute
        )
    }

    static func qualifiedOutsideComponent(_ attribute: AttributeSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .qualifiedOutsideComponent,
            message: "@Qualified names the binding a component's entry point returns, so it stands on a property or "
                + "function of a protocol marked @Component; elsewhere, qualify a parameter with @Named(\"x\")",
            node: attribute
        )
    }

    static func componentStaticMember(_ declaration: DeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentStaticMember,
            message: "a component's entry points belong to its instances; remove 'static'",
            node: declaration
        )
    }

    static func componentSeveralInitializers(_ initializer: InitializerDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentSeveralInitializers,
            message: "a component has at most one 'init' requirement, whose parameters are the instances it is "
                + "given; merge the parameters into the first one and remove this one",
            node: initializer.initKeyword
        )
    }

    static func componentFailableInitializer(_ initializer: InitializerDeclSyntax, mark: TokenSyntax)
        -> SyntaxDiagnostic
    {
        SyntaxDiagnostic(
            rule: .componentFailableInitializer,
            message: "a component's 'init' only binds the instances it is given and cannot fail; remove '\(mark.text)'",
            node: mark,
            fixIts: [
                SyntaxFixIt(
                    message: "Remove '\(mark.text)'",
                    oldNode: initializer,
                    newNode: initializer.with(\.optionalMark, nil)
                )
            ]
        )
    }

    static func componentMalformedProperty(_ variable: VariableDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentMalformedProperty,
            message: "a component's property entry point is one name with its type, as in 'var baker: Baker { get }'",
            node: variable.bindings
        )
    }

    static func componentSettableProperty(_ accessors: AccessorBlockSyntax, name: String) -> SyntaxDiagnostic {
        let getter = AccessorBlockSyntax(
            leftBrace: accessors.leftBrace,
            accessors: .accessors([
                AccessorDeclSyntax(
                    accessorSpecifier: .keyword(.get, trailingTrivia: accessors.leftBrace.trailingTrivia))
            ]),
            rightBrace: accessors.rightBrace
        )
        return SyntaxDiagnostic(
            rule: .componentSettableProperty,
            message: "entry point '\(name)' is read-only, since the graph decides what it holds; declare it "
                + "'{ get }'",
            node: accessors,
            fixIts: [SyntaxFixIt(message: "Make it '{ get }'", oldNode: accessors, newNode: getter)]
        )
    }

    static func componentOpaqueEntryPoint(_ type: TypeSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentOpaqueEntryPoint,
            message: "entry point '\(name)' has the opaque type '\(type.trimmedDescription)', which names no key; "
                + "use a concrete type or an existential ('any')",
            node: type
        )
    }

    static func componentGenericFunction(_ generics: GenericParameterClauseSyntax, name: String) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentGenericFunction,
            message: "entry point '\(name)' is generic, and a generated component needs one concrete type per "
                + "entry point; remove the type parameters",
            node: generics
        )
    }

    static func componentFunctionWithoutReturnType(_ function: FunctionDeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentFunctionWithoutReturnType,
            message: "entry point '\(function.name.text)' returns nothing; a component's function returns what "
                + "it builds, so add a return type, as in '-> Order'",
            node: function.signature
        )
    }

    static func componentUnsupportedMember(_ declaration: DeclSyntax) -> SyntaxDiagnostic {
        SyntaxDiagnostic(
            rule: .componentUnsupportedMember,
            message: "a component lists properties and functions (its entry points) and at most one 'init'; "
                + "remove this member or move it to another protocol",
            node: declaration
        )
    }
}
