import SwiftSyntax

/// Reads what a parameter's type says about how it is supplied.
enum TypeShape {
    /// The type as a key spells it: trimmed, without `@escaping` or `@autoclosure`.
    static func spelling(of type: TypeSyntax) -> String {
        if let name = plainName(of: type) { return name }
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type.trimmedSource }
        let kept = AttributeListSyntax(
            Array(attributed.attributes).filter { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return true }
                return attribute.simpleName != "escaping" && attribute.simpleName != "autoclosure"
            })
        if kept.isEmpty && attributed.specifiers.isEmpty {
            return attributed.baseType.trimmedSource
        }
        return attributed.with(\.attributes, kept).trimmedSource
    }

    /// Whether the type is `inout`, `borrowing` or `consuming`.
    static func hasOwnershipSpecifier(_ type: TypeSyntax) -> Bool {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword(.inout), .keyword(.borrowing), .keyword(.consuming): true
            default: false
            }
        }
    }

    /// Whether the type is opaque: `some P`.
    static func isOpaque(_ type: TypeSyntax) -> Bool {
        guard let opaque = type.as(SomeOrAnyTypeSyntax.self) else { return false }
        return opaque.someOrAnySpecifier.tokenKind == .keyword(.some)
    }

    /// How a dependency of this type is supplied: plain, optional, `Lazy`, `Provider`, `[T]`, `[K: T]` or a
    /// factory `(A) -> T`.
    static func kind(of type: TypeSyntax) -> ParameterKind {
        if plainName(of: type) != nil { return .plain }
        if let factory = factoryKind(of: type) { return factory }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(wrapped: optional.wrappedType.trimmedSource)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(wrapped: unwrapped.wrappedType.trimmedSource)
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .set(of: array.element.trimmedSource)
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .map(key: dictionary.key.trimmedSource, value: dictionary.value.trimmedSource)
        }
        if let (name, arguments) = genericName(of: type) {
            switch (name, arguments.count) {
            case ("Optional", 1): return .optional(wrapped: arguments[0])
            case ("Array", 1): return .set(of: arguments[0])
            case ("Dictionary", 2): return .map(key: arguments[0], value: arguments[1])
            case ("Lazy", 1): return .lazy(of: arguments[0])
            case ("Provider", 1): return .provider(of: arguments[0])
            default: return .plain
            }
        }
        return .plain
    }

    /// `(String, Int) -> Order`, with or without `@escaping` and `@Sendable`: a factory from one or more runtime
    /// arguments. A function of no arguments is an ordinary dependency (ask for `Provider<T>` instead), and an
    /// `async` one is not a factory Suture builds.
    private static func factoryKind(of type: TypeSyntax) -> ParameterKind? {
        var base = type
        if let attributed = type.as(AttributedTypeSyntax.self), attributed.specifiers.isEmpty {
            base = attributed.baseType
        }
        guard let function = base.as(FunctionTypeSyntax.self), !function.parameters.isEmpty,
            function.effectSpecifiers?.asyncSpecifier == nil
        else { return nil }
        return .factory(
            arguments: function.parameters.map { $0.type.trimmedSource },
            result: function.returnClause.type.trimmedSource,
            isThrowing: function.effectSpecifiers?.throwsClause != nil
        )
    }

    /// The name of a type written as one plain name (`Oven`, no generic arguments), the most common parameter type;
    /// `nil` for any other type.
    private static func plainName(of type: TypeSyntax) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            identifier.moduleSelector == nil, identifier.unexpectedBeforeModuleSelector == nil,
            identifier.unexpectedBetweenModuleSelectorAndName == nil,
            identifier.unexpectedBetweenNameAndGenericArgumentClause == nil,
            identifier.unexpectedAfterGenericArgumentClause == nil
        else { return nil }
        return identifier.name.text
    }

    /// The element type of `[T]` or `Array<T>`, as written; `nil` for any other type.
    static func arrayElement(of type: TypeSyntax) -> String? {
        if case .set(let element) = kind(of: type) { return element }
        return nil
    }

    /// `Lazy<Mixer>` as `("Lazy", ["Mixer"])`; module prefixes (`Swift.`, `Suture.`) are dropped.
    private static func genericName(of type: TypeSyntax) -> (String, [String])? {
        if let identifier = type.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause {
            return (identifier.name.text, clause.arguments.map { $0.argument.trimmedSource })
        }
        if let member = type.as(MemberTypeSyntax.self), let clause = member.genericArgumentClause {
            let base = member.baseType.trimmedSource
            guard ["Swift", "Suture", "SutureRuntime"].contains(base) else { return nil }
            return (member.name.text, clause.arguments.map { $0.argument.trimmedSource })
        }
        return nil
    }
}
