import SutureSyntax
import SwiftParser
import SwiftSyntax

/// Parses `source` as `Bakery.swift` and hands out its declarations and a reader that records locations.
struct ParsedSource {
    let tree: SourceFileSyntax
    let reader: AnnotationReader

    init(_ source: String) {
        tree = Parser.parse(source: source)
        reader = AnnotationReader(sourceLines: SourceLines(fileName: "Bakery.swift", text: source))
    }

    /// The first declaration of type `Node` in the file, searched depth-first.
    func first<Node: SyntaxProtocol>(_ type: Node.Type) -> Node? {
        for node in tree.preOrderNodes() {
            if let match = node.as(Node.self) { return match }
        }
        return nil
    }

    /// The first type declaration and its Suture `annotation`.
    func annotated(_ annotation: AnnotationName) -> (any DeclGroupSyntax, AttributeSyntax)? {
        for node in tree.preOrderNodes() {
            if let group = node.asProtocol(DeclGroupSyntax.self), let attribute = group.attributes.first(annotation) {
                return (group, attribute)
            }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// Every node under this one, in source order.
    func preOrderNodes() -> [Syntax] {
        var result: [Syntax] = [Syntax(self)]
        for child in children(viewMode: .sourceAccurate) {
            result += child.preOrderNodes()
        }
        return result
    }
}

/// A diagnostic reduced to what a test compares: rule, message and the source it points at.
struct DiagnosticSummary: Equatable, CustomStringConvertible {
    let rule: DiagnosticRule
    let message: String
    let node: String
    let fixIts: [String]

    init(_ diagnostic: SyntaxDiagnostic) {
        rule = diagnostic.rule
        message = diagnostic.message
        node = diagnostic.node.trimmedDescription
        fixIts = diagnostic.fixIts.map(\.message)
    }

    init(rule: DiagnosticRule, message: String, node: String, fixIts: [String] = []) {
        self.rule = rule
        self.message = message
        self.node = node
        self.fixIts = fixIts
    }

    var description: String { "\(rule.rawValue) at '\(node)': \(message) \(fixIts)" }
}
