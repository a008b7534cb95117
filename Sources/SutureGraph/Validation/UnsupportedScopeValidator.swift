/// Reports scoped bindings no component can keep: a custom scope no component declares, or a scope generated
/// components do not offer.
struct UnsupportedScopeValidator: GraphValidator {
    var id: DiagnosticID { .unsupportedScope }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.allRequests.compactMap { request in
            guard case .unsupportedScope(let id, let reason) = request.edge.outcome else { return nil }
            let binding = graph.graph.bindings[id]
            return GraphProblem(
                message:
                    "\(binding.displayName) is scoped \(binding.scope), which \(graph.graph.components[request.component].name) cannot keep: \(Self.describe(reason, of: binding))",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                    + [.init("\(binding.displayName) is declared here", at: binding.location)],
                help: Self.fix(reason, of: binding)
            )
        }
    }

    /// Why the scope cannot be kept.
    private static func describe(_ reason: UnsupportedScopeReason, of binding: Binding) -> String {
        switch reason {
        case .noComponentHasScope:
            return "no component has scope \(binding.scope)"
        case .weakNeedsSynchronousClass:
            return "generated components keep .weak instances of @Injectable classes built synchronously only"
        }
    }

    /// What to do.
    private static func fix(_ reason: UnsupportedScopeReason, of binding: Binding) -> String {
        switch reason {
        case .noComponentHasScope:
            return "add @Component(scope: \(binding.scope)) to the protocol that should keep it"
        case .weakNeedsSynchronousClass:
            return "annotate the class itself with @Injectable(scope: .weak), or register it in a Container"
        }
    }
}
