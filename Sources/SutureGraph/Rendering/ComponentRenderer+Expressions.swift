/// The Swift expressions that answer a request: a call of a make function (through `parent` when another component
/// makes the value), a `Lazy` or `Provider` around one, a multibinding's literal, or `nil`.
extension ComponentRenderer {
    /// The effects evaluating a dependency has on the spot.
    func expressionEffects(_ edge: ResolvedEdge) -> NodeEffects {
        guard !edge.request.kind.isDeferred, case .resolved(let nodes) = edge.outcome else {
            return NodeEffects(isThrowing: false, isAsync: false)
        }
        return nodes.reduce(NodeEffects(isThrowing: false, isAsync: false)) { $0.merging(wiring.effects[$1] ?? $0) }
    }

    /// The Swift expression for an entry point's request answered by `outcome`, with its `try`/`await`.
    func requestExpression(_ request: DependencyRequest, outcome: RequestOutcome, arguments: [String: String])
        -> String
    {
        let edge = ResolvedEdge(request: request, outcome: outcome)
        return expressionEffects(edge).prefix + dependencyExpression(edge, from: plan.index, arguments: arguments)
    }

    /// The Swift expression for a request made from `component`; without `try`/`await`.
    func dependencyExpression(_ edge: ResolvedEdge, from component: Int, arguments: [String: String] = [:])
        -> String
    {
        guard case .resolved(let nodes) = edge.outcome else { return "nil" }
        switch edge.request.kind {
        case .instance:
            guard let node = nodes.first else { return "nil" }
            return nodeExpression(node, from: component, arguments: arguments, provide: provideName(for: edge))
        case .optional:
            guard let node = nodes.first else { return "nil" }
            return nodeExpression(node, from: component, provide: provideName(for: edge))
        case .lazy, .provider:
            guard let node = nodes.first else { return "nil" }
            let wrapper = edge.request.kind == .lazy ? "Lazy" : "Provider"
            let inner =
                (wiring.effects[node]?.isThrowing == true ? "try " : "")
                + nodeExpression(node, from: component, provide: provideName(for: edge))
            return "SutureRuntime.\(wrapper)(unchecked: { [self] in \(inner) })"
        case .set:
            return "[" + nodes.map { nodeExpression($0, from: component) }.joined(separator: ", ") + "]"
        case .map:
            guard !nodes.isEmpty else { return "[:]" }
            let entries = nodes.map { node -> String in
                guard case .map(let key)? = model.bindings[node.binding].contribution else { return "" }
                return "\(key): \(nodeExpression(node, from: component))"
            }
            return "[" + entries.joined(separator: ", ") + "]"
        }
    }

    /// A call to the node's make function, or to `provide` when the request consults a replacement, through
    /// `parent` when another component makes it.
    private func nodeExpression(
        _ node: GraphNode,
        from component: Int,
        arguments: [String: String] = [:],
        provide: String? = nil
    ) -> String {
        var prefix = ""
        var current = component
        var seen: Set<Int> = [component]
        while current != node.component, let parent = model.components[current].parent, seen.insert(parent).inserted {
            prefix += "parent."
            current = parent
        }
        if wiring.isBoundInstance(node) { return prefix + names.bound(node.binding) }
        let binding = model.bindings[node.binding]
        var passed = wiring.graphNodes.contains(node) ? ["graph: graph"] : []
        passed += binding.arguments.map { argument in
            "\(argument.name): \(arguments[argument.label ?? argument.name] ?? argument.name)"
        }
        return prefix + (provide ?? names.make(node.binding)) + "(" + passed.joined(separator: ", ") + ")"
    }
}
