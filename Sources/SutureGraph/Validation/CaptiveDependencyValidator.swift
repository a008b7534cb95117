/// Reports longer-lived bindings that would hold shorter-lived ones: a singleton asking for a request-scoped value.
struct CaptiveDependencyValidator: GraphValidator {
    var id: DiagnosticID { .captiveDependency }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.allRequests.compactMap { request in
            guard case .captive(let id, let reason) = request.edge.outcome else { return nil }
            let target = graph.graph.bindings[id]
            let holder = request.from.map { graph.graph.bindings[$0.binding] }
            let holderText = holder.map { "\($0.displayName) (\($0.scope))" } ?? request.edge.request.requester
            let why = Self.describe(reason, of: target, requestedIn: request.component, graph: graph)
            return GraphProblem(
                message: "\(holderText) cannot hold \(request.edge.request.key): \(why)",
                at: request.edge.request.location,
                notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                    + [.init("\(target.displayName) is bound here", at: target.location)],
                help: Self.advice(holder: holder, target: target, graph: graph)
            )
        }
    }

    /// Where the value lives, and why that is shorter than the component that asks.
    private static func describe(
        _ reason: CaptiveReason, of target: Binding, requestedIn component: Int, graph: ResolvedGraph
    )
        -> String
    {
        let asking = graph.graph.components[component].name
        switch reason {
        case .boundInDescendant(let home):
            return "it is bound in \(graph.graph.components[home].name), which lives shorter than \(asking)"
        case .scopeKeptBy(let home):
            return
                "it is scoped \(target.scope), which lives in \(graph.graph.components[home].name), shorter than \(asking)"
        }
    }

    /// What to change, the safe fix first: stop asking where the value cannot live, or ask from where it lives;
    /// widening the holder's life comes last, since a holder made shorter-lived loses what it keeps.
    private static func advice(holder: Binding?, target: Binding, graph: ResolvedGraph) -> String {
        let home: ComponentModel? = {
            if case .boundInstance(let componentName, _) = target.source {
                return graph.graph.components.first { $0.name == componentName }
            }
            return graph.graph.components.first { $0.scope == target.scope }
        }()
        let place = home.map { "from \($0.name) or a component below it" } ?? "from a shorter-lived component"
        guard let holder else { return "ask for \(target.keys[0]) \(place)" }
        let stop = "stop asking for \(target.keys[0]) in \(holder.displayName) (pass it to the method that uses it)"
        switch holder.scope {
        case .transient:
            return "\(stop), or ask for \(holder.displayName) only \(place)"
        case .singleton, .weak, .graph, .custom:
            guard let scope = home?.scope, let name = home?.name else {
                return "\(stop), or make \(holder.displayName) shorter-lived, which loses what it keeps"
            }
            return "\(stop), or give \(holder.displayName) scope \(scope) so that \(name) keeps it, which "
                + "gives each \(name) its own \(holder.displayName) and loses what the shared one kept"
        }
    }
}
