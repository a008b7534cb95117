/// Reports global-actor bindings that a component not isolated to that actor would build synchronously.
struct IsolationValidator: GraphValidator {
    var id: DiagnosticID { .isolationMismatch }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var diagnostics: [GraphProblem] = []
        // Only nodes of isolated bindings can break the rule: the others are neither copied nor sorted.
        for node in graph.edges.keys.filter({ model.bindings[$0.binding].globalActor != nil }).sorted() {
            let binding = model.bindings[node.binding]
            let component = model.components[node.component]
            guard let actor = binding.globalActor, component.declaration.isolation.globalActor != actor,
                let reach = graph.reaches[node]
            else { continue }
            diagnostics.append(
                GraphProblem(
                    message:
                        "\(binding.displayName) is isolated to @\(actor), but \(component.name) is not, so \(component.generatedName) would build it from any thread",
                    at: graph.request(reach).location,
                    notes: graph.requestNotes(graph.request(reach), from: reach.from, in: reach.entryComponent)
                        + [.init("\(component.name) is declared here", at: component.declaration.location)],
                    help: "mark the protocol \(component.name) @\(actor), or make \(binding.displayName)'s initializer "
                        + "nonisolated"
                )
            )
        }
        for request in graph.allRequests {
            guard case .resolved(let targets) = request.edge.outcome else { continue }
            for target in targets where target.component != request.component {
                let asking = model.components[request.component]
                let owner = model.components[target.component]
                guard let actor = owner.declaration.isolation.globalActor,
                    asking.declaration.isolation.globalActor != actor
                else { continue }
                diagnostics.append(
                    GraphProblem(
                        message:
                            "\(asking.name) is not isolated to @\(actor), but it asks \(owner.name), which is, for \(request.edge.request.key)",
                        at: request.edge.request.location,
                        notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                            + [.init("\(asking.name) is declared here", at: asking.declaration.location)],
                        help: "mark the protocol \(asking.name) @\(actor) too"
                    )
                )
            }
        }
        return diagnostics
    }
}
