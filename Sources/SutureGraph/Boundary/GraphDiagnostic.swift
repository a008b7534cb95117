import SutureSyntax

/// One problem of a graph, at the site that asks, with notes that trace the path and point at near misses.
package struct GraphDiagnostic: Hashable, Sendable {
    /// How serious a problem is.
    package enum Severity: String, Hashable, Sendable, Codable {
        /// The build fails.
        case error
        /// The build goes on.
        case warning
    }

    /// A secondary line: where a path passes, or a binding that was probably meant.
    package struct Note: Hashable, Sendable {
        /// What the note says.
        package var message: String
        /// Where it points, when known.
        package var location: SyntaxLocation?

        /// Describes a note.
        package init(_ message: String, at location: SyntaxLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// The rule that found the problem.
    package var id: DiagnosticID
    /// How serious it is.
    package var severity: Severity
    /// What is wrong, in one line.
    package var message: String
    /// The requesting site, when known.
    package var location: SyntaxLocation?
    /// The path back to the entry point, then near misses.
    package var notes: [Note]
    /// The fix, as an imperative, printed last with the name of the rule's page in the diagnostics reference.
    package var help: String

    /// Describes a problem and its fix.
    package init(
        _ id: DiagnosticID,
        severity: Severity = .error,
        message: String,
        at location: SyntaxLocation?,
        notes: [Note] = [],
        help: String
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.help = help
    }

    /// The last line of the diagnostic: the fix, then where the reference explains the rule.
    package var helpLine: String {
        "help: \(help) (see \(id.rawValue) in the diagnostics reference)"
    }

    /// The lines a compiler would print: `path:line:column: error: [Suture/ID] message`, then one per note, then
    /// the `help:` line.
    package var formatted: String {
        var lines = [Self.line(location, kind: severity.rawValue, message: "[Suture/\(id.rawValue)] \(message)")]
        for note in notes {
            // A note with no place of its own stands at the problem's place, as compilers do.
            lines.append(Self.line(note.location ?? location, kind: "note", message: note.message))
        }
        lines.append(Self.line(location, kind: "note", message: helpLine))
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SyntaxLocation?, kind: String, message: String) -> String {
        // A line break inside a message (a multi-line literal quoted in it) would start a line that is no diagnostic.
        var escaped = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        let message = escaped
        guard let location else { return "suture: \(kind): \(message)" }
        return "\(location.file):\(location.line):\(location.column): \(kind): \(message)"
    }
}

extension GraphDiagnostic: Comparable {
    /// Orders by file, line and column, then by rule and message, so output is stable.
    package static func < (lhs: GraphDiagnostic, rhs: GraphDiagnostic) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
        return lhs.message < rhs.message
    }
}
