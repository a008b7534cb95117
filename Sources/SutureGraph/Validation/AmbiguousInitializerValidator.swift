/// Reports `@Injectable` types with several initializers and none marked `@Inject`.
struct AmbiguousInitializerValidator: GraphValidator {
    var id: DiagnosticID { .ambiguousInitializer }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.graph.declarationProblems.filter { $0.rule == .ambiguousInitializer }.map { problem in
            GraphProblem(
                severity: problem.severity,
                message: problem.message,
                at: problem.location,
                help: problem.help
            )
        }
    }
}
