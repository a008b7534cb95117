import SwiftSyntax

/// One parameter of the declaration `@InjectedParameters` is attached to, read for the overload.
struct InjectedParametersParameter {
    /// The parameter as written.
    let syntax: FunctionParameterSyntax
    /// Its position in the parameter list, from 0.
    let index: Int
    /// The argument label, nil for `_`.
    let label: String?
    /// The name the body uses (`secondName`, else `firstName`), nil when there is none (`_: Oven`).
    let internalName: String?
    /// The qualifier of `@Named("x")`, as written (`"x"`), when the parameter has one.
    let namedQualifier: String?
    /// Marked `@Argument`: a runtime argument, which the caller always passes.
    let isArgument: Bool
    /// `inout`: forwarded with `&`, never injected.
    let isInout: Bool
    /// `isolated`: never injected.
    let isIsolated: Bool
    /// `@autoclosure`: forwarded as a call, never injected.
    let isAutoclosure: Bool
    /// `T...`: can be neither injected nor forwarded.
    let isVariadic: Bool
    /// `repeat each T`: a parameter pack, forwarded as `repeat each name`.
    let isPackExpansion: Bool
    /// The generic type it mentions (`T`, `some P`), when it mentions a generic parameter of the declaration.
    let genericMention: String?

    init(_ syntax: FunctionParameterSyntax, index: Int, genericNames: Set<String>) {
        self.syntax = syntax
        self.index = index
        let firstName = syntax.firstName.text
        label = firstName == "_" ? nil : firstName
        if let secondName = syntax.secondName {
            internalName = secondName.text == "_" ? nil : secondName.text
        } else {
            internalName = label
        }
        // The qualifier is kept as written: the overload passes the expression on to `resolve(_:named:)`.
        if case .argumentList(let arguments) = syntax.attributes.first(.named)?.arguments, let first = arguments.first {
            namedQualifier = InjectedParametersSyntaxText.flat(first.expression)
        } else {
            namedQualifier = nil
        }
        isArgument = syntax.attributes.first(.argument) != nil
        let specifiers = Self.specifierTokens(of: syntax.type)
        isInout = specifiers.contains("inout")
        isIsolated = specifiers.contains("isolated")
        isAutoclosure = Self.typeAttributeNames(of: syntax.type).contains("autoclosure")
        isVariadic = syntax.ellipsis != nil
        isPackExpansion = syntax.type.is(PackExpansionTypeSyntax.self)
        genericMention = Self.genericMention(in: syntax.type, genericNames: genericNames)
    }

    /// The internal name without backticks, as `ignoring:` and `.byName` spell it.
    var plainName: String? {
        internalName.map(InjectedParametersSyntaxText.unescaped)
    }

    /// The argument label without backticks, as a message spells it.
    var plainLabel: String? {
        label.map(InjectedParametersSyntaxText.unescaped)
    }

    /// Kept in the overload: listed in `ignoring:`, or an `@Argument`.
    func isKept(ignoring ignoredNames: Set<String>) -> Bool {
        isArgument || plainName.map(ignoredNames.contains) == true
    }

    /// How the parameter reads in messages: its internal name, else its label, else the whole parameter.
    var displayName: String {
        if let plainName { return plainName }
        return InjectedParametersSyntaxText.flat(syntax.with(\.trailingComma, nil))
    }

    /// The specifier keywords before the type: `inout`, `isolated`, `borrowing`, `sending`…
    private static func specifierTokens(of type: TypeSyntax) -> Set<String> {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return [] }
        return Set(attributed.specifiers.tokens(viewMode: .sourceAccurate).map(\.text))
    }

    /// The names of the type's attributes: `escaping`, `autoclosure`, `Sendable`, `MainActor`…
    private static func typeAttributeNames(of type: TypeSyntax) -> Set<String> {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return [] }
        var names: Set<String> = []
        for element in attributed.attributes {
            if let attribute = element.as(AttributeSyntax.self) {
                names.insert(attribute.simpleName)
            }
        }
        return names
    }

    /// The first mention of a generic parameter of the declaration, an opaque `some` type or a pack.
    private static func genericMention(in type: TypeSyntax, genericNames: Set<String>) -> String? {
        for token in type.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.some), .keyword(.each):
                if let parent = token.parent {
                    return InjectedParametersSyntaxText.flat(parent)
                }
                return token.text
            case .identifier(let name) where genericNames.contains(name):
                if isGenericParameterReference(token) {
                    return name
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The generic parameters of the declaration that `syntax` names, in source order, each once.
    static func genericNames(in syntax: some SyntaxProtocol, among genericNames: Set<String>) -> [String] {
        var names: [String] = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, genericNames.contains(name),
                isGenericParameterReference(token), !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names
    }

    /// A type's own name, not a member type's (`Outer.T` is not the generic parameter `T`).
    private static func isGenericParameterReference(_ token: TokenSyntax) -> Bool {
        token.parent?.is(IdentifierTypeSyntax.self) == true
    }

    // MARK: The overload

    /// The expression that resolves the parameter from the current container; `isAsync` awaits `resolveAsync`,
    /// so a binding registered with `AsyncRegister` is reached too.
    func resolution(byName: Bool, isAsync: Bool) -> String {
        let type = Self.metatypeOperand(for: syntax.type)
        let call =
            isAsync
            ? "try await SutureRuntime.Container.current.resolveAsync"
            : "SutureRuntime.Container.current.resolve"
        if let namedQualifier {
            return "\(call)(\(type).self, named: \(namedQualifier))"
        }
        if byName, let name = plainName {
            return "\(call)(\(type).self, named: \"\(name)\")"
        }
        return "\(call)(\(type).self)"
    }

    /// The parameter as the overload declares it, named when the original had no internal name.
    var keptDeclaration: String {
        var parameter = syntax.with(\.trailingComma, nil)
        if internalName == nil {
            parameter = parameter.with(\.secondName, .identifier(Self.syntheticName(index), leadingTrivia: .space))
        }
        return InjectedParametersSyntaxText.flat(parameter)
    }

    /// The argument that forwards the kept parameter to the original declaration.
    var forwardedValue: String {
        let name = internalName ?? Self.syntheticName(index)
        if isInout { return "&" + name }
        if isAutoclosure { return name + "()" }
        if isPackExpansion { return "repeat each " + name }
        return name
    }

    /// `label: value`, or `value` for an unlabelled parameter.
    func argument(_ value: String) -> String {
        guard let label else { return value }
        return "\(label): \(value)"
    }

    private static func syntheticName(_ index: Int) -> String {
        "argument\(index + 1)"
    }

    /// The type as it can stand before `.self`: without `@escaping`, an IUO as an optional, parenthesized
    /// unless it is a plain name, member, optional, array, dictionary or tuple.
    static func metatypeOperand(for type: TypeSyntax) -> String {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let kept = attributed.attributes.filter { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return true }
                let name = attribute.simpleName
                return name != "escaping" && name != "autoclosure"
            }
            if kept.isEmpty {
                type = attributed.baseType
            } else {
                return "(" + kept.map { InjectedParametersSyntaxText.flat($0) }.joined(separator: " ") + " "
                    + InjectedParametersSyntaxText.flat(attributed.baseType) + ")"
            }
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return InjectedParametersSyntaxText.flat(unwrapped.wrappedType) + "?"
        }
        let text = InjectedParametersSyntaxText.flat(type)
        switch type.kind {
        case .identifierType, .memberType, .optionalType, .arrayType, .dictionaryType, .tupleType:
            return text
        default:
            return "(\(text))"
        }
    }
}
