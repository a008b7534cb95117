/// Reports what each annotated declaration gets wrong on its own, as its macro does, so one run lists everything;
/// the message ends with the name of the rule it breaks.
struct DeclarationValidator: GraphValidator {
    var id: DiagnosticID { .declaration }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.graph.declarationProblems.filter { $0.rule != .ambiguousInitializer }.map { problem in
            GraphProblem(
                severity: problem.severity,
                message: "\(problem.message) (\(problem.rule.rawValue))",
                at: problem.location
            )
        }
    }
}
