/// Reports scoped bindings no component can keep: a custom scope no component declares, or a scope generated
/// components do not offer.
struct UnsupportedScopeValidator: GraphValidator {
    var id: DiagnosticID { .unsupportedScope }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.allRequests.compactMap { request in
            guard case .unsupportedScope(let id, let reason) = request.edge.outcome else { return nil }
            let binding = graph.graph.bindings[id]
            return GraphDiagnostic(
                .unsupportedScope,
                message:
                    "\(binding.displayName) is scoped \(binding.scope), which \(graph.graph.components[request.component].name) cannot keep: \(reason)",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from)
                    + [.init("\(binding.displayName) is declared here", at: binding.location)]
            )
        }
    }
}
