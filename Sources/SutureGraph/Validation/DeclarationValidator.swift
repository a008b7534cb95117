/// Reports what each annotated declaration gets wrong on its own, as its macro does, so one run lists everything.
struct DeclarationValidator: GraphValidator {
    var id: DiagnosticID { .declaration }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.graph.readingDiagnostics.filter { $0.id == .declaration }
    }
}
