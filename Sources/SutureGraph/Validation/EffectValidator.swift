/// Reports throwing or `async` bindings reached through entry points that are not `throws` or `async`, and
/// `async` bindings behind `Lazy` or `Provider`, whose `get()` cannot wait.
struct EffectValidator: GraphValidator {
    /// A binding that has the effect, with the requests (and the nodes they reach) that lead to it, outermost first.
    private typealias Culprit = (node: GraphNode, path: [(request: DependencyRequest, node: GraphNode)])

    var id: DiagnosticID { .effectMismatch }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let effects = graph.nodeEffects
        var diagnostics: [GraphProblem] = []
        for (index, component) in graph.graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, graph.entryOutcomes[index] ?? []) {
                guard entry.subcomponent == nil, !entry.request.isDeferred, case .resolved(let nodes) = outcome
                else {
                    continue
                }
                let name = "\(component.name).\(entry.declaration.name)"
                let throwing =
                    entry.declaration.isThrowing ? nil : find(from: nodes, graph: graph, effects: effects, \.isThrowing)
                let asynchronous =
                    entry.declaration.isAsync ? nil : find(from: nodes, graph: graph, effects: effects, \.isAsync)
                // The fix names every effect the entry point needs, the ones it declares included.
                let needed = [
                    entry.declaration.isAsync || asynchronous != nil ? "async" : nil,
                    entry.declaration.isThrowing || throwing != nil ? "throws" : nil,
                ]
                let fix = needed.compactMap { $0 }.joined(separator: " ")
                if let throwing {
                    diagnostics.append(
                        mismatch(
                            entry: entry, name: name, culprit: throwing, graph: graph, effect: "throws", effects: fix)
                    )
                }
                if let asynchronous {
                    diagnostics.append(
                        mismatch(
                            entry: entry, name: name, culprit: asynchronous, graph: graph, effect: "is async",
                            effects: fix)
                    )
                }
            }
        }
        for request in graph.allRequests where request.edge.request.isDeferred {
            guard case .resolved(let nodes) = request.edge.outcome,
                let culprit = find(from: nodes, graph: graph, effects: effects, \.isAsync)?.node
            else { continue }
            diagnostics.append(
                GraphProblem(
                    message:
                        "\(request.edge.request.requestedType) cannot wrap \(request.edge.request.key): \(graph.graph.bindings[culprit.binding].displayName) is built by an async initializer, and get() cannot wait",
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component),
                    help: "ask for \(request.edge.request.key) itself through an async entry point, or make "
                        + "\(graph.graph.bindings[culprit.binding].displayName)'s initializer synchronous"
                )
            )
        }
        for request in graph.allRequests {
            guard case .factory(let argumentTypes, isThrowing: false) = request.edge.request.kind,
                case .resolved(let nodes) = request.edge.outcome,
                let culprit = find(from: nodes, graph: graph, effects: effects, \.isThrowing)?.node
            else { continue }
            let thrower = graph.graph.bindings[culprit.binding].displayName
            let throwing = "(\(argumentTypes.joined(separator: ", "))) throws -> \(request.edge.request.key.type)"
            diagnostics.append(
                GraphProblem(
                    message: "\(request.edge.request.requestedType) cannot build \(request.edge.request.key): "
                        + (nodes.contains(culprit) ? "\(thrower) throws" : "building it throws (\(thrower) throws)")
                        + ", and the factory does not",
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component),
                    help: "ask for \(throwing) and handle the error where it is called, or make \(thrower)'s "
                        + "initializer non-throwing"
                )
            )
        }
        for node in graph.edges.keys.sorted() {
            let binding = graph.graph.bindings[node.binding]
            guard binding.isEager, let nodeEffects = effects[node], nodeEffects.isThrowing || nodeEffects.isAsync else {
                continue
            }
            let effect = nodeEffects.isAsync ? "is async" : "throws"
            diagnostics.append(
                GraphProblem(
                    severity: .warning,
                    message:
                        "\(binding.displayName) is marked eager, but building it \(effect), which a component's initializer cannot; \(graph.graph.components[node.component].generatedName) builds it on first use instead",
                    at: binding.location,
                    help: "remove `eager: true`, or make its initializer non-throwing and synchronous"
                )
            )
        }
        return diagnostics
    }

    /// The first node, depth first through what is built on the spot, whose own binding has the effect, with the
    /// requests that lead to it from `nodes`, outermost first.
    private func find(
        from nodes: [GraphNode],
        graph: ResolvedGraph,
        effects: [GraphNode: NodeEffects],
        _ effect: KeyPath<NodeEffects, Bool>
    ) -> Culprit? {
        var stack: [Culprit] = nodes.reversed().map { ($0, []) }
        var seen: Set<GraphNode> = []
        while let (node, path) = stack.popLast() {
            guard seen.insert(node).inserted, effects[node]?[keyPath: effect] == true else { continue }
            let binding = graph.graph.bindings[node.binding]
            let own = NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)
            if own[keyPath: effect] { return (node, path) }
            for edge in (graph.edges[node] ?? []).reversed() where !edge.request.isDeferred {
                if case .resolved(let targets) = edge.outcome {
                    stack += targets.reversed().map { ($0, path + [(edge.request, $0)]) }
                }
            }
        }
        return nil
    }

    private func mismatch(
        entry: ComponentModel.Entry,
        name: String,
        culprit: Culprit,
        graph: ResolvedGraph,
        effect: String,
        effects: String
    ) -> GraphProblem {
        let binding = graph.graph.bindings[culprit.node.binding]
        let declaration =
            entry.declaration.kind == .property
            ? "`var \(entry.declaration.name): \(entry.declaration.typeSpelling) { get \(effects) }`"
            : "the function `\(effects)`"
        // The path from the culprit back to the entry point, the way other rules trace it.
        let path = culprit.path.reversed().map { step in
            GraphDiagnostic.Note(
                "\(graph.graph.bindings[step.node.binding].displayName) is requested by \(step.request.requester)",
                at: step.request.location
            )
        }
        return GraphProblem(
            message: "entry point \(name) reaches \(binding.displayName), which \(effect)",
            at: entry.declaration.location,
            notes: path + [.init("\(binding.displayName) is declared here", at: binding.location)],
            help: effect == "throws"
                ? "declare \(declaration), or ask for Provider<\(binding.keys[0].type)> where \(binding.displayName) is "
                    + "requested and handle the error of its value()"
                : "declare \(declaration); an async binding is built only through an async entry point"
        )
    }
}
