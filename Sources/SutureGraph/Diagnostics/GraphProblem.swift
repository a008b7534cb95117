import SutureSyntax

/// What a validator finds: a problem in words, at a place, with notes; the validator list stamps the rule's ID on it.
struct GraphProblem: Sendable {
    /// How serious it is.
    var severity: GraphDiagnostic.Severity
    /// What is wrong, in one line.
    var message: String
    /// The requesting site, when known.
    var location: SyntaxLocation?
    /// The path back to the entry point, then near misses.
    var notes: [GraphDiagnostic.Note]
    /// The fix, as an imperative: every problem says what to do.
    var help: String

    /// Describes a problem and its fix.
    init(
        severity: GraphDiagnostic.Severity = .error,
        message: String,
        at location: SyntaxLocation?,
        notes: [GraphDiagnostic.Note] = [],
        help: String
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.help = help
    }
}

extension GraphDiagnostic {
    /// The diagnostic of a problem found by the rule `id`.
    init(_ id: DiagnosticID, _ problem: GraphProblem) {
        self.init(
            id,
            severity: problem.severity,
            message: problem.message,
            at: problem.location,
            notes: problem.notes,
            help: problem.help
        )
    }
}
