import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@InjectedParameters(strategy:ignoring:)`: a disfavoured `throws` overload of an initializer or a
/// function without its injected parameters, which resolves them from `Container.current`.
///
/// Misuse is reported as diagnostics and produces no overload; a declaration that does not parse yet
/// (code being typed) produces nothing and no diagnostic, since the parser already reports it.
public struct InjectedParametersMacro: PeerMacro {
    /// The overload for `declaration`, or none after diagnosing why it cannot have one.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // An attribute with no declaration after it yet (code being typed): the parser reports it.
        guard !declaration.is(MissingDeclSyntax.self) else { return [] }
        let attribute = InjectedParametersAttribute(node)
        let enclosure = InjectedParametersEnclosure(lexicalContext: context.lexicalContext)

        let function: InjectedParametersFunction
        if let functionDeclaration = declaration.as(FunctionDeclSyntax.self) {
            function = .function(functionDeclaration)
        } else if let initializerDeclaration = declaration.as(InitializerDeclSyntax.self) {
            function = .initializer(initializerDeclaration)
        } else {
            let kind = InjectedParametersSyntaxText.kind(of: declaration)
            return reject(.notAFunctionOrInitializer(kind: kind), at: Syntax(node), removing: attribute, in: context)
        }
        switch enclosure {
        case .protocolType:
            return reject(.inProtocol, at: Syntax(node), removing: attribute, in: context)
        case .local:
            return reject(.local, at: Syntax(node), removing: attribute, in: context)
        case .classType, .valueOrActorType, .extensionOfType, .outsideAType:
            break
        }
        if case .function(let functionDeclaration) = function, function.isOperator {
            let name = functionDeclaration.name
            return reject(.operatorFunction(name: name.text), at: Syntax(name), removing: attribute, in: context)
        }
        // Code still being typed: the parser reports it, and there is no signature to copy yet.
        guard !function.signatureHasError, !node.hasError else { return [] }

        let parameters = function.parameters.enumerated().map { index, parameter in
            InjectedParametersParameter(parameter, index: index, genericNames: function.genericParameterNames)
        }
        let check = InjectedParametersCheck(attribute: attribute, function: function, parameters: parameters)
        let diagnostics = attribute.diagnostics + check.diagnostics()
        guard diagnostics.isEmpty else {
            context.report(diagnostics)
            return []
        }
        let overload = InjectedParametersOverload(
            function: function,
            enclosure: enclosure,
            parameters: parameters,
            ignoredNames: check.ignoredNames,
            byName: attribute.strategy == .byName
        )
        return [DeclSyntax(stringLiteral: overload.source)]
    }

    /// Reports a misuse that the whole attribute is wrong for, with a fix-it that removes it.
    private static func reject(
        _ misuse: InjectedParametersMisuse,
        at node: Syntax,
        removing attribute: InjectedParametersAttribute,
        in context: some MacroExpansionContext
    ) -> [DeclSyntax] {
        context.report([.injectedParameters(misuse, at: node, fixIts: [attribute.removalFixIt()])])
        return []
    }
}
