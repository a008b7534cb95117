import SwiftSyntax

/// Renders syntax on one line, for the overload `@InjectedParameters` generates and for its messages.
enum InjectedParametersSyntaxText {
    /// The node's tokens, separated by one space wherever the source had trivia (spaces, newlines,
    /// comments), so that a parameter written over several lines or with comments fits on one line.
    static func flat(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var separated = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (separated || !token.leadingTrivia.isEmpty) {
                text += " "
            }
            text += token.text
            separated = !token.trailingTrivia.isEmpty
        }
        return text
    }

    /// A name as the user reads it in a message or a qualifier: without backticks.
    static func unescaped(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }

    /// How a declaration reads in a message: `upload(file:session:)`, `init(oven:)`.
    static func signature(name: String, parameters: FunctionParameterListSyntax) -> String {
        let labels = parameters.map { "\(unescaped($0.firstName.text)):" }.joined()
        return "\(unescaped(name))(\(labels))"
    }

    /// What a declaration is called in a message: "a property", "a subscript", "a class".
    static func kind(of declaration: some DeclSyntaxProtocol) -> String {
        switch Syntax(declaration).kind {
        case .variableDecl: "a property"
        case .subscriptDecl: "a subscript"
        case .classDecl: "a class"
        case .structDecl: "a struct"
        case .enumDecl: "an enum"
        case .actorDecl: "an actor"
        case .protocolDecl: "a protocol"
        case .extensionDecl: "an extension"
        case .typeAliasDecl: "a typealias"
        case .associatedTypeDecl: "an associated type"
        case .enumCaseDecl: "an enum case"
        case .deinitializerDecl: "a deinitializer"
        case .macroDecl: "a macro"
        case .importDecl: "an import"
        case .operatorDecl: "an operator declaration"
        case .precedenceGroupDecl: "a precedence group"
        default: "this declaration"
        }
    }
}
