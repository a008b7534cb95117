/// Reports every request that nothing binds, at the requesting site, with the path and near misses.
struct MissingBindingValidator: GraphValidator {
    var id: DiagnosticID { .missingBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.allRequests.compactMap { request in
            guard case .missing = request.edge.outcome else { return nil }
            let key = request.edge.request.key
            // Its declaration's own error is reported; a second one here would only repeat it.
            if key.qualifier == nil, graph.graph.unreadableInjectables.contains(key.type) { return nil }
            return GraphProblem(
                message: "no binding for \(key)",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                    + NearMiss.notes(for: key, in: graph.graph)
            )
        }
    }
}
