/// Reports longer-lived bindings that would hold shorter-lived ones: a singleton asking for a request-scoped value.
struct CaptiveDependencyValidator: GraphValidator {
    var id: DiagnosticID { .captiveDependency }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.allRequests.compactMap { request in
            guard case .captive(let id, let reason) = request.edge.outcome else { return nil }
            let target = graph.graph.bindings[id]
            let holder = request.from.map { graph.graph.bindings[$0.binding] }
            let holderText = holder.map { "\($0.displayName) (\($0.scope))" } ?? "entry point"
            return GraphDiagnostic(
                .captiveDependency,
                message: "\(holderText) cannot hold \(request.edge.request.key): \(reason)",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from)
                    + [.init("\(target.displayName) is bound here; ask for it from a binding of the same or a shorter scope, or through Provider<\(request.edge.request.key.type)> from the shorter-lived component", at: target.location)]
            )
        }
    }
}
