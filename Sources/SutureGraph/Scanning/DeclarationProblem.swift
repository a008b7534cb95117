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
}
