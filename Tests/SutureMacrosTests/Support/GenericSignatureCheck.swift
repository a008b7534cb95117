import SwiftSyntax

/// Swift's rule that a function names each of its generic parameters in its signature ("generic parameter 'T' is not
/// used in function signature"), as the macro fuzz checks it on the overloads `@InjectedParameters` writes.
///
/// A generic parameter is named by a parameter's type, the result type or the thrown type, or by a same-type
/// requirement that ties it to one so named.
enum GenericSignatureCheck {
    /// `name<T>`, for every function or initializer with the attribute whose signature leaves a generic unnamed.
    static func unnamed(in tree: some SyntaxProtocol, attributedWith attributeName: String) -> [String] {
        var found: [String] = []
        for node in tree.children(viewMode: .sourceAccurate) {
            found += unnamed(in: node, attributedWith: attributeName)
        }
        let declaration:
            (
                name: String, attributes: AttributeListSyntax, generics: GenericParameterClauseSyntax?,
                signature: FunctionSignatureSyntax, whereClause: GenericWhereClauseSyntax?
            )
        if let function = tree.as(FunctionDeclSyntax.self) {
            declaration = (
                function.name.text, function.attributes, function.genericParameterClause,
                function.signature, function.genericWhereClause
            )
        } else if let initializer = tree.as(InitializerDeclSyntax.self) {
            declaration = (
                "init", initializer.attributes, initializer.genericParameterClause,
                initializer.signature, initializer.genericWhereClause
            )
        } else {
            return found
        }
        let isAttributed = declaration.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == attributeName
        }
        guard isAttributed, let generics = declaration.generics else { return found }
        let names = Set(generics.parameters.map(\.name.text))
        var named = Set(mentions(in: declaration.signature.parameterClause, among: names))
        if let returnType = declaration.signature.returnClause?.type {
            named.formUnion(mentions(in: returnType, among: names))
        }
        if let thrownType = declaration.signature.effectSpecifiers?.throwsClause?.type {
            named.formUnion(mentions(in: thrownType, among: names))
        }
        let sameTypes = (declaration.whereClause?.requirements ?? []).compactMap { requirement in
            if case .sameTypeRequirement(let sameType) = requirement.requirement {
                return Set(mentions(in: sameType, among: names))
            }
            return nil
        }
        var grew = true
        while grew {
            grew = false
            for tied in sameTypes where !tied.isDisjoint(with: named) && !tied.isSubset(of: named) {
                named.formUnion(tied)
                grew = true
            }
        }
        let unnamed = generics.parameters.map(\.name.text).filter { !named.contains($0) }
        return unnamed.isEmpty ? found : found + ["\(declaration.name)<\(unnamed.joined(separator: ", "))>"]
    }

    /// The generic names a piece of a signature mentions as types of their own (not `Outer.T`).
    private static func mentions(in syntax: some SyntaxProtocol, among names: Set<String>) -> [String] {
        syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, names.contains(name),
                token.parent?.is(IdentifierTypeSyntax.self) == true
            else { return nil }
            return name
        }
    }
}
