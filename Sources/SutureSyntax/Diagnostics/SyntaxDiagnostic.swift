import SwiftSyntax

/// A problem one annotated declaration has on its own, found while reading it.
///
/// The macros turn it into a compiler diagnostic; the graph compiler prints it with a file and line.
public struct SyntaxDiagnostic: Sendable {
    /// How serious the problem is.
    public enum Severity: Hashable, Sendable {
        /// The declaration cannot be used as written.
        case error
        /// The declaration works but is probably not what was meant.
        case warning
    }

    /// Which rule found the problem.
    public let rule: DiagnosticRule
    /// How serious it is.
    public let severity: Severity
    /// What is wrong and how to fix it.
    public let message: String
    /// The syntax the problem is reported at.
    public let node: Syntax
    /// Edits that fix the problem.
    public let fixIts: [SyntaxFixIt]

    /// Describes a problem.
    public init(
        rule: DiagnosticRule,
        severity: Severity = .error,
        message: String,
        node: some SyntaxProtocol,
        fixIts: [SyntaxFixIt] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.node = Syntax(node)
        self.fixIts = fixIts
    }
}

/// An edit that fixes a diagnostic: one or more nodes replaced by new ones.
public struct SyntaxFixIt: Sendable {
    /// One replacement.
    public struct Replacement: Sendable {
        /// The node to replace.
        public let oldNode: Syntax
        /// What replaces it.
        public let newNode: Syntax

        /// Replaces `oldNode` by `newNode`.
        public init(oldNode: some SyntaxProtocol, newNode: some SyntaxProtocol) {
            self.oldNode = Syntax(oldNode)
            self.newNode = Syntax(newNode)
        }
    }

    /// What the edit does, as an imperative: "Mark init(oven:) with @Inject".
    public let message: String
    /// The replacements it makes.
    public let replacements: [Replacement]

    /// Describes an edit.
    public init(message: String, replacements: [Replacement]) {
        self.message = message
        self.replacements = replacements
    }

    /// Describes an edit that replaces one node.
    public init(message: String, oldNode: some SyntaxProtocol, newNode: some SyntaxProtocol) {
        self.init(message: message, replacements: [Replacement(oldNode: oldNode, newNode: newNode)])
    }
}
