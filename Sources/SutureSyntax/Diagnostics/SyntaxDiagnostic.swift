import SwiftSyntax

/// A problem one annotated declaration has on its own, found while reading it.
///
/// The macros turn it into a compiler diagnostic; the graph compiler prints it with a file and line.
package struct SyntaxDiagnostic: Sendable {
    /// How serious the problem is.
    package enum Severity: Hashable, Sendable {
        /// The declaration cannot be used as written.
        case error
        /// The declaration works but is probably not what was meant.
        case warning
    }

    /// Which rule found the problem.
    package let rule: DiagnosticRule
    /// How serious it is.
    package let severity: Severity
    /// What is wrong and how to fix it.
    package let message: String
    /// The syntax the problem is reported at.
    package let node: Syntax
    /// Edits that fix the problem.
    package let fixIts: [SyntaxFixIt]

    /// Describes a problem.
    package init(
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
package struct SyntaxFixIt: Sendable {
    /// One replacement.
    package struct Replacement: Sendable {
        /// The node to replace.
        package let oldNode: Syntax
        /// What replaces it.
        package let newNode: Syntax

        /// Replaces `oldNode` by `newNode`.
        package init(oldNode: some SyntaxProtocol, newNode: some SyntaxProtocol) {
            self.oldNode = Syntax(oldNode)
            self.newNode = Syntax(newNode)
        }
    }

    /// What the edit does, as an imperative: "Mark init(oven:) with @Inject".
    package let message: String
    /// The replacements it makes.
    package let replacements: [Replacement]

    /// Describes an edit.
    package init(message: String, replacements: [Replacement]) {
        self.message = message
        self.replacements = replacements
    }

    /// Describes an edit that replaces one node.
    package init(message: String, oldNode: some SyntaxProtocol, newNode: some SyntaxProtocol) {
        self.init(message: message, replacements: [Replacement(oldNode: oldNode, newNode: newNode)])
    }
}
