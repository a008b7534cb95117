/// Reports what each annotated declaration gets wrong on its own, as its macro does, so one run lists everything;
/// the message ends with the name of the rule it breaks.
struct DeclarationValidator: GraphValidator {
    var id: DiagnosticID { .declaration }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let skipped = graph.graph.skippedFiles.map { file in
            GraphProblem(
                message: Self.describe(file.violation.kind), at: file.location, help: Self.fix(file.violation.kind))
        }
        return skipped
            + graph.graph.declarationProblems.filter { $0.rule != .ambiguousInitializer }.map { problem in
                GraphProblem(
                    severity: problem.severity,
                    message: "\(problem.message) (\(problem.rule.rawValue))",
                    at: problem.location,
                    help: problem.help
                )
            }
    }

    /// Why a file was not read.
    private static func describe(_ kind: NestingCheck.Violation.Kind) -> String {
        switch kind {
        case .squareBrackets:
            return "square brackets nest more than \(NestingCheck.squareBracketLimit) levels deep here, so Suture "
                + "did not read this file"
        case .brackets:
            return "brackets nest more than \(NestingCheck.bracketLimit) levels deep here, so Suture did not read "
                + "this file"
        }
    }

    /// How to bring the file under the limit.
    private static func fix(_ kind: NestingCheck.Violation.Kind) -> String {
        switch kind {
        case .squareBrackets: "name an inner type with a typealias to flatten it"
        case .brackets: "name an inner type with a typealias, or split the expression"
        }
    }
}
