import SwiftSyntax
import SwiftSyntaxBuilder

/// The arguments of one `@InjectedParameters(strategy:ignoring:)` attribute, as written.
struct InjectedParametersAttribute {
    /// How the injected parameters are resolved.
    enum Strategy {
        /// By type alone.
        case byType
        /// By type, qualified by the parameter's internal name.
        case byName
    }

    /// One element of `ignoring:`.
    struct IgnoredName {
        /// The name without backticks, when the element is a plain string literal.
        let name: String?
        /// The element's expression, where its diagnostics stand.
        let expression: ExprSyntax
    }

    /// The attribute itself, which fix-its rewrite.
    let attribute: AttributeSyntax
    /// The strategy, `.byType` unless written otherwise.
    let strategy: Strategy
    /// The `strategy:` expression as written, when there is one.
    let strategyExpression: ExprSyntax?
    /// The elements of `ignoring:`, in order.
    let ignoredNames: [IgnoredName]
    /// The misuses found in the arguments themselves.
    let diagnostics: [SyntaxDiagnostic]

    /// Reads the attribute's arguments; never fails, and reports what it cannot read in `diagnostics`.
    init(_ attribute: AttributeSyntax) {
        self.attribute = attribute
        var strategy = Strategy.byType
        var strategyExpression: ExprSyntax?
        var ignoredNames: [IgnoredName] = []
        var diagnostics: [SyntaxDiagnostic] = []
        var currentLabel: String?
        if case .argumentList(let arguments) = attribute.arguments {
            for argument in arguments {
                if let label = argument.label {
                    currentLabel = label.text
                }
                switch currentLabel {
                case "strategy":
                    strategyExpression = argument.expression
                    if let read = Self.strategy(of: argument.expression) {
                        strategy = read
                    } else {
                        diagnostics.append(
                            .injectedParameters(
                                .unknownStrategy(expression: InjectedParametersSyntaxText.flat(argument.expression)),
                                at: argument.expression
                            )
                        )
                    }
                case "ignoring":
                    let name = Self.literalText(of: argument.expression).map(InjectedParametersSyntaxText.unescaped)
                    ignoredNames.append(IgnoredName(name: name, expression: argument.expression))
                    if name == nil {
                        diagnostics.append(
                            .injectedParameters(
                                .nonLiteralIgnoredName(
                                    expression: InjectedParametersSyntaxText.flat(argument.expression)
                                ),
                                at: argument.expression
                            )
                        )
                    }
                default:
                    // The compiler type-checks the arguments against the macro's declaration before
                    // expanding it, so an unknown label never reaches a real expansion.
                    continue
                }
            }
        }
        self.strategy = strategy
        self.strategyExpression = strategyExpression
        self.ignoredNames = ignoredNames
        self.diagnostics = diagnostics
    }

    /// `.byType`, `.byName`, `InjectionStrategy.byName` or `Suture.InjectionStrategy.byName`; nil for anything else.
    private static func strategy(of expression: ExprSyntax) -> Strategy? {
        guard let memberAccess = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = memberAccess.base {
            let baseText = InjectedParametersSyntaxText.flat(base)
            guard baseText == "InjectionStrategy" || baseText == "Suture.InjectionStrategy" else { return nil }
        }
        switch memberAccess.declName.baseName.text {
        case "byType": return .byType
        case "byName": return .byName
        default: return nil
        }
    }

    /// The text of a string literal without interpolation; nil for any other expression.
    private static func literalText(of expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    // MARK: Fix-its

    /// The attribute with `name` added at the end of `ignoring:`.
    func addingIgnored(_ name: String) -> AttributeSyntax {
        rewritten(ignoring: ignoredNames.map { InjectedParametersSyntaxText.flat($0.expression) } + ["\"\(name)\""])
    }

    /// The attribute without the `ignoring:` element at `index`.
    func removingIgnored(at index: Int) -> AttributeSyntax {
        var elements = ignoredNames.map { InjectedParametersSyntaxText.flat($0.expression) }
        elements.remove(at: index)
        return rewritten(ignoring: elements)
    }

    /// The attribute with the `ignoring:` element at `index` replaced by `name`.
    func replacingIgnored(at index: Int, with name: String) -> AttributeSyntax {
        var elements = ignoredNames.map { InjectedParametersSyntaxText.flat($0.expression) }
        elements[index] = "\"\(name)\""
        return rewritten(ignoring: elements)
    }

    /// The attribute with the same name and strategy, and `ignoring:` set to `elements`, keeping its trivia.
    private func rewritten(ignoring elements: [String]) -> AttributeSyntax {
        var arguments: [String] = []
        if let strategyExpression {
            arguments.append("strategy: " + InjectedParametersSyntaxText.flat(strategyExpression))
        }
        if !elements.isEmpty {
            arguments.append("ignoring: " + elements.joined(separator: ", "))
        }
        let name = InjectedParametersSyntaxText.flat(attribute.attributeName)
        let text = arguments.isEmpty ? "@\(name)" : "@\(name)(\(arguments.joined(separator: ", ")))"
        return AttributeSyntax(stringLiteral: text)
            .with(\.leadingTrivia, attribute.leadingTrivia)
            .with(\.trailingTrivia, attribute.trailingTrivia)
    }

    /// A fix-it that replaces the attribute with `replacement`.
    func fixIt(_ message: String, replacingWith replacement: AttributeSyntax) -> SyntaxFixIt {
        SyntaxFixIt(message: message, oldNode: attribute, newNode: replacement)
    }

    /// A fix-it that deletes the attribute, with the whitespace that separates it from what follows.
    func removalFixIt() -> SyntaxFixIt {
        // An empty token stands in for the attribute; keeping one side's trivia tells the applier to keep it.
        let sameLine = !attribute.trailingTrivia.isEmpty
        let placeholder = TokenSyntax(
            .identifier(""),
            leadingTrivia: sameLine ? attribute.leadingTrivia : [],
            trailingTrivia: sameLine ? [] : attribute.trailingTrivia,
            presence: .present
        )
        return SyntaxFixIt(message: InjectedParametersFix.removeAttribute, oldNode: attribute, newNode: placeholder)
    }
}
