import SwiftIfConfig
import SwiftSyntax

/// Reads which build settings a `#if` condition asks about, and the values it names for each.
///
/// `os(iOS) && !DEBUG` asks about the operating system (naming `iOS`) and the custom condition `DEBUG`;
/// `swift(>=6)` asks about the language version, naming the threshold `6`.
struct BuildSettingReader {
    /// Every setting read so far, with the values named for it: OS names for a choice, versions for a
    /// threshold, nothing for a boolean.
    private(set) var settings: [BuildSetting: Set<String>] = [:]

    /// Records what `condition` asks about.
    mutating func read(_ condition: ExprSyntax) {
        let visitor = Visitor()
        visitor.walk(condition)
        for (kind, argument) in visitor.calls { record(kind, argument: argument) }
        for name in visitor.flags { settings[BuildSetting(kind: .flag, name: name), default: []].formUnion([]) }
    }

    /// Finds the calls of known functions and the bare names of a condition.
    private final class Visitor: SyntaxVisitor {
        var calls: [(BuildSetting.Kind, ExprSyntax)] = []
        var flags: [String] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // An unknown function is the compiler's to report; its argument is no custom condition.
            if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                let kind = BuildSetting.Kind.reading(function: callee.baseName.text),
                let argument = node.arguments.first?.expression
            {
                calls.append((kind, argument))
            }
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            flags.append(node.baseName.text)
            return .skipChildren
        }
    }

    private mutating func record(_ kind: BuildSetting.Kind, argument: ExprSyntax) {
        switch kind.shape {
        case .boolean:
            settings[BuildSetting(kind: kind, name: argument.trimmedDescription), default: []].formUnion([])
        case .choice:
            settings[BuildSetting(kind: kind, name: ""), default: []].insert(argument.trimmedDescription)
        case .threshold:
            // `>=5.9` or `<6`: the version compared with is the threshold either way.
            let text = argument.trimmedDescription.drop { $0 == ">" || $0 == "<" || $0 == "=" }
            guard let version = VersionTuple(parsing: String(text)) else { return }
            settings[BuildSetting(kind: kind, name: ""), default: []].insert(version.description)
        }
    }
}
