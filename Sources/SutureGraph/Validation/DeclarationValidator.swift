/// Reports what each annotated declaration gets wrong on its own, as its macro does, so one run lists everything;
/// the message ends with the name of the rule it breaks.
struct DeclarationValidator: GraphValidator {
    var id: DiagnosticID { .declaration }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let skipped = graph.graph.skippedFiles.map { file in
            GraphProblem(message: Self.describe(file.violation.kind), at: file.location)
        }
        return skipped
            + graph.graph.declarationProblems.filter { $0.rule != .ambiguousInitializer }.map { problem in
                GraphProblem(
                    severity: problem.severity,
                    message: "\(problem.message) (\(problem.rule.rawValue))",
                    at: problem.location
                )
            }
    }

    /// Why a file was not read, and what to do.
    private static func describe(_ kind: NestingCheck.Violation.Kind) -> String {
        switch kind {
        case .squareBrackets:
            return "square brackets nest more than \(NestingCheck.squareBracketLimit) levels deep here, so Suture "
                + "did not read this file; name an inner type with a typealias to flatten it"
        case .brackets:
            return "brackets nest more than \(NestingCheck.bracketLimit) levels deep here, so Suture did not read "
                + "this file; name an inner type with a typealias, or split the expression"
        }
    }
}
