import SwiftSyntax

/// A misuse of `@InjectedParameters`, with what its message needs to say what is wrong and how to fix it.
package enum InjectedParametersMisuse: Hashable, Sendable {
    /// Attached to a declaration that is neither an initializer nor a function.
    case notAFunctionOrInitializer(kind: String)
    /// Attached to a requirement of a protocol.
    case inProtocol
    /// Attached to a local function, in a function body or a closure.
    case local
    /// Attached to an operator function.
    case operatorFunction(name: String)
    /// A name in `ignoring:` that is no parameter's internal name.
    case unknownIgnoredName(String, function: String, parameters: [String])
    /// A name in `ignoring:` that is an argument label rather than the parameter's internal name.
    case argumentLabelIgnored(label: String, parameter: String)
    /// A name listed twice in `ignoring:`.
    case duplicateIgnoredName(String)
    /// An `ignoring:` argument that is not a plain string literal.
    case nonLiteralIgnoredName(expression: String)
    /// A `strategy:` argument that is not `.byType` or `.byName`.
    case unknownStrategy(expression: String)
    /// An injected parameter whose type depends on a generic parameter of the declaration.
    case genericParameter(name: String, type: String, mention: String, isNamed: Bool)
    /// A generic parameter that only the typed `throws(E)` names, which the overload widens to `any Error`.
    case genericOnlyInThrownType(generic: String, thrownType: String, function: String)
    /// An injected `inout` parameter.
    case inoutParameter(name: String, isNamed: Bool)
    /// An injected `isolated` parameter.
    case isolatedParameter(name: String, isNamed: Bool)
    /// An injected `@autoclosure` parameter.
    case autoclosureParameter(name: String, isNamed: Bool)
    /// A variadic parameter, which cannot be forwarded.
    case variadicParameter(name: String, type: String)
    /// A parameter without an internal name, resolved with `strategy: .byName`.
    case unnamedParameterByName(parameter: String)
    /// The declaration has no parameters at all.
    case noParameters(function: String)
    /// Every parameter is ignored (or an `@Argument`), so the overload would repeat the declaration.
    case everyParameterIgnored(function: String)

    /// The rule the misuse breaks.
    package var rule: DiagnosticRule {
        switch self {
        case .notAFunctionOrInitializer: .injectedParametersOnUnsupportedDeclaration
        case .inProtocol: .injectedParametersInProtocol
        case .local: .injectedParametersOnLocalFunction
        case .operatorFunction: .injectedParametersOnOperator
        case .unknownIgnoredName: .injectedParametersUnknownIgnoredName
        case .argumentLabelIgnored: .injectedParametersIgnoresArgumentLabel
        case .duplicateIgnoredName: .injectedParametersDuplicateIgnoredName
        case .nonLiteralIgnoredName: .injectedParametersIgnoredNameNeedsLiteral
        case .unknownStrategy: .injectedParametersStrategyNeedsLiteral
        case .genericParameter: .injectedParametersGenericParameter
        case .genericOnlyInThrownType: .injectedParametersGenericThrownType
        case .inoutParameter: .injectedParametersInoutParameter
        case .isolatedParameter: .injectedParametersIsolatedParameter
        case .autoclosureParameter: .injectedParametersAutoclosureParameter
        case .variadicParameter: .injectedParametersVariadicParameter
        case .unnamedParameterByName: .injectedParametersUnnamedParameterByName
        case .noParameters: .injectedParametersWithoutParameters
        case .everyParameterIgnored: .injectedParametersEveryParameterIgnored
        }
    }

    /// What is wrong and how to fix it, in one message.
    package var message: String {
        switch self {
        case .notAFunctionOrInitializer(let kind):
            return "@InjectedParameters generates an overload of an initializer or a function, so it cannot be "
                + "attached to \(kind); attach it to an 'init' or a 'func'"
        case .inProtocol:
            return "@InjectedParameters cannot be used in a protocol: a requirement has no body for the overload "
                + "to call; attach it to the implementation in a conforming type or an extension"
        case .local:
            return "@InjectedParameters cannot be used on a local function: Swift does not make the overload of a "
                + "local declaration visible to its callers; move the function into a type or to the top level"
        case .operatorFunction(let name):
            return "@InjectedParameters cannot be attached to operator '\(name)': an overload without the injected "
                + "parameters would change the operator's arity; attach it to a named function instead"
        case .unknownIgnoredName(let name, let function, let parameters):
            let known =
                parameters.isEmpty
                ? "it has no named parameters"
                : "its parameters are " + parameters.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(name)' is not a parameter of '\(function)' (\(known)); "
                + "list the internal name of a parameter in ignoring:, or remove '\(name)'"
        case .argumentLabelIgnored(let label, let parameter):
            return "'\(label)' is the argument label of parameter '\(parameter)'; "
                + "ignoring: takes internal parameter names, so write \"\(parameter)\""
        case .duplicateIgnoredName(let name):
            return "'\(name)' is listed more than once in ignoring:; list each parameter once"
        case .nonLiteralIgnoredName(let expression):
            return "ignoring: takes string literals naming parameters, such as ignoring: \"file\"; "
                + "a macro cannot read the value of '\(expression)', so write the name as a literal"
        case .unknownStrategy(let expression):
            return "strategy: must be written '.byType' or '.byName'; "
                + "a macro cannot read the value of '\(expression)', so write one of them"
        case .genericParameter(let name, let type, let mention, let isNamed):
            let what =
                type == mention
                ? "parameter '\(name)' has the generic type '\(type)'"
                : "the type of parameter '\(name)', '\(type)', depends on the generic '\(mention)'"
            return "\(what), which the overload cannot resolve from the container; "
                + Self.keepAdvice(name: name, isNamed: isNamed)
        case .genericOnlyInThrownType(let generic, let thrownType, let function):
            return "'\(function)' names its generic '\(generic)' only in 'throws(\(thrownType))', and the overload "
                + "throws any error (resolving can fail), so no call to it could infer '\(generic)'; throw a concrete "
                + "error type, or list in ignoring: a parameter whose type mentions '\(generic)'"
        case .inoutParameter(let name, let isNamed):
            return "parameter '\(name)' is inout, and a resolved value cannot be passed inout; "
                + Self.keepAdvice(name: name, isNamed: isNamed)
        case .isolatedParameter(let name, let isNamed):
            return "parameter '\(name)' is isolated, and the actor it runs on must come from the caller; "
                + Self.keepAdvice(name: name, isNamed: isNamed)
        case .autoclosureParameter(let name, let isNamed):
            return "parameter '\(name)' is an @autoclosure, which the caller writes as an expression; "
                + Self.keepAdvice(name: name, isNamed: isNamed)
        case .variadicParameter(let name, let type):
            return "parameter '\(name)' is variadic, and Swift cannot forward values to a variadic parameter; "
                + "take an array '[\(type)]' instead"
        case .unnamedParameterByName(let parameter):
            return "parameter '\(parameter)' has no internal name, and strategy .byName resolves each parameter "
                + "under its internal name; give it one (e.g. '_ name: Type') or use strategy .byType"
        case .noParameters(let function):
            return "'\(function)' has no parameters, so @InjectedParameters has nothing to inject; remove it"
        case .everyParameterIgnored(let function):
            return "every parameter of '\(function)' is listed in ignoring: or is an @Argument, so the overload "
                + "would repeat the declaration; inject at least one parameter, or remove @InjectedParameters"
        }
    }

    /// How to keep a parameter the overload cannot inject: through `ignoring:`, which needs a name.
    private static func keepAdvice(name: String, isNamed: Bool) -> String {
        isNamed
            ? "add \"\(name)\" to ignoring: so that the caller passes it"
            : "give it an internal name and add that to ignoring: so that the caller passes it"
    }
}

/// The words of the fix-its `@InjectedParameters` offers.
package enum InjectedParametersFix {
    /// Removes the attribute from the declaration.
    package static let removeAttribute = "Remove '@InjectedParameters'"

    /// Adds a parameter to `ignoring:`.
    package static func addToIgnoring(_ name: String) -> String { "Add \"\(name)\" to ignoring:" }

    /// Removes a name from `ignoring:`.
    package static func removeIgnored(_ name: String) -> String { "Remove \"\(name)\" from ignoring:" }

    /// Replaces a name in `ignoring:` with a parameter's internal name.
    package static func replaceIgnored(_ name: String, with parameter: String) -> String {
        "Replace \"\(name)\" with \"\(parameter)\""
    }

    /// Turns a variadic parameter into an array parameter.
    package static func useArray(_ type: String) -> String { "Replace '\(type)...' with '[\(type)]'" }
}

extension SyntaxDiagnostic {
    /// A misuse of `@InjectedParameters` at `node`, an error under the misuse's rule.
    package static func injectedParameters(
        _ misuse: InjectedParametersMisuse,
        at node: some SyntaxProtocol,
        fixIts: [SyntaxFixIt] = []
    ) -> SyntaxDiagnostic {
        SyntaxDiagnostic(rule: misuse.rule, message: misuse.message, node: node, fixIts: fixIts)
    }
}
