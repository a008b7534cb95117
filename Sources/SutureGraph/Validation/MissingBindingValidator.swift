/// Reports every request that nothing binds, at the requesting site, with the path and near misses.
struct MissingBindingValidator: GraphValidator {
    var id: DiagnosticID { .missingBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.allRequests.compactMap { request in
            guard case .missing = request.edge.outcome else { return nil }
            let key = request.edge.request.key
            return GraphDiagnostic(
                .missingBinding,
                message: "no binding for \(key)",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from)
                    + NearMiss.notes(for: key, in: graph.graph)
            )
        }
    }
}
