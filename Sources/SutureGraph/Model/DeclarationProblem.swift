import SutureSyntax

/// A problem of one annotated declaration on its own, found while reading it (the same one its macro reports).
package struct DeclarationProblem: Hashable, Sendable {
    /// The rule of the annotations that the declaration breaks.
    package var rule: DiagnosticRule
    /// How serious it is.
    package var severity: GraphDiagnostic.Severity
    /// What is wrong and how to fix it, as the macro words it.
    package var message: String
    /// Where it stands.
    package var location: SyntaxLocation
    /// The edits its macro offers as fix-its, as imperatives: "Add 'static'".
    package var fixes: [String] = []

    /// The fix to print: the macro's fix-its, or, where it offers none, the message's own advice.
    var help: String {
        guard !fixes.isEmpty else {
            return "change the declaration as the message says; the macro on it reports the same problem"
        }
        return fixes.map { $0.prefix(1).lowercased() + $0.dropFirst() }.joined(separator: ", or ")
    }
}

/// A file the scanner did not read because it nests brackets past a limit of `NestingCheck`.
package struct SkippedFile: Hashable, Sendable {
    /// The file's path.
    package var path: String
    /// Where it nests too deep, and which limit it passes.
    package var violation: NestingCheck.Violation

    /// The place of the bracket that passes the limit.
    package var location: SyntaxLocation {
        SyntaxLocation(file: path, line: violation.line, column: violation.column)
    }
}
