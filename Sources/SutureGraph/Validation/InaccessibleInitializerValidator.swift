/// Reports bindings the generated code cannot call: private or local types and initializers, and, across
/// modules, anything that is not public.
struct InaccessibleInitializerValidator: GraphValidator {
    var id: DiagnosticID { .inaccessibleInitializer }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        var reported: Set<Int> = []
        var diagnostics: [GraphDiagnostic] = []
        for node in graph.edges.keys.sorted() {
            let binding = graph.graph.bindings[node.binding]
            guard let reason = binding.inaccessibility, reported.insert(binding.id).inserted,
                let reach = graph.reaches[node]
            else { continue }
            diagnostics.append(
                GraphDiagnostic(
                    .inaccessibleInitializer,
                    message: "generated code cannot build \(binding.keys[0]): \(reason)",
                    at: reach.request.location,
                    notes: graph.requestNotes(reach.request, from: reach.from)
                        + [
                            .init(
                                "this declaration is what generated code cannot reach",
                                at: binding.inaccessibilityLocation ?? binding.location)
                        ]
                )
            )
        }
        return diagnostics
    }
}
