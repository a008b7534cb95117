/// Reports throwing or `async` bindings reached through entry points that are not `throws` or `async`, and
/// `async` bindings behind `Lazy` or `Provider`, whose `get()` cannot wait.
struct EffectValidator: GraphValidator {
    var id: DiagnosticID { .effectMismatch }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        let effects = NodeEffects.compute(graph)
        var diagnostics: [GraphDiagnostic] = []
        for (index, component) in graph.graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, graph.entryOutcomes[index] ?? []) {
                guard entry.subcomponent == nil, !entry.request.kind.isDeferred, case .resolved(let nodes) = outcome else {
                    continue
                }
                let name = "\(component.name).\(entry.declaration.name)"
                if !entry.declaration.isThrowing, let culprit = find(from: nodes, graph: graph, effects: effects, \.isThrowing) {
                    diagnostics.append(
                        mismatch(entry: entry, name: name, culprit: culprit, graph: graph, effect: "throws", fix: "throws")
                    )
                }
                if !entry.declaration.isAsync, let culprit = find(from: nodes, graph: graph, effects: effects, \.isAsync) {
                    diagnostics.append(
                        mismatch(entry: entry, name: name, culprit: culprit, graph: graph, effect: "is async", fix: "async")
                    )
                }
            }
        }
        for request in graph.allRequests where request.edge.request.kind.isDeferred {
            guard case .resolved(let nodes) = request.edge.outcome,
                let culprit = find(from: nodes, graph: graph, effects: effects, \.isAsync)
            else { continue }
            diagnostics.append(
                GraphDiagnostic(
                    .effectMismatch,
                    message: "\(request.edge.request.requestedType) cannot wrap \(request.edge.request.key): \(graph.graph.bindings[culprit.binding].displayName) is built by an async initializer, and get() cannot wait",
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from)
                )
            )
        }
        return diagnostics
    }

    /// The first node, depth first through what is built on the spot, whose own binding has the effect.
    private func find(
        from nodes: [GraphNode],
        graph: ResolvedGraph,
        effects: [GraphNode: NodeEffects],
        _ effect: KeyPath<NodeEffects, Bool>
    ) -> GraphNode? {
        var stack = Array(nodes.reversed())
        var seen: Set<GraphNode> = []
        while let node = stack.popLast() {
            guard seen.insert(node).inserted, effects[node]?[keyPath: effect] == true else { continue }
            let binding = graph.graph.bindings[node.binding]
            let own = NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)
            if own[keyPath: effect] { return node }
            for edge in (graph.edges[node] ?? []).reversed() where !edge.request.kind.isDeferred {
                if case .resolved(let targets) = edge.outcome { stack += targets.reversed() }
            }
        }
        return nil
    }

    private func mismatch(
        entry: ComponentModel.Entry,
        name: String,
        culprit: GraphNode,
        graph: ResolvedGraph,
        effect: String,
        fix: String
    ) -> GraphDiagnostic {
        let binding = graph.graph.bindings[culprit.binding]
        let declaration =
            entry.declaration.kind == .property
            ? "`var \(entry.declaration.name): \(entry.declaration.typeSpelling) { get \(fix) }`"
            : "the function `\(fix)`"
        return GraphDiagnostic(
            .effectMismatch,
            message: "entry point \(name) reaches \(binding.displayName), which \(effect), so declare \(declaration)",
            at: entry.declaration.location,
            notes: graph.trace(from: culprit).dropLast().map { $0 }
                + [.init("\(binding.displayName) is declared here", at: binding.location)]
        )
    }
}
