/// The Swift expressions that answer a request: a call of a make function (through `parent` when another component
/// makes the value), a `Lazy` or `Provider` around one, a multibinding's literal, or `nil`.
extension ComponentRenderer {
    /// The effects evaluating a dependency has on the spot.
    func expressionEffects(_ edge: ResolvedEdge) -> NodeEffects {
        guard !edge.request.isDeferred, case .resolved(let nodes) = edge.outcome else {
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
            let wrapper: DependencyRequest.ElementWrapper = edge.request.kind == .lazy ? .lazy : .provider
            return deferredExpression(
                wrapper, node: node, call: nodeExpression(node, from: component, provide: provideName(for: edge)))
        case .factory(let argumentTypes, let isThrowing):
            guard let node = nodes.first else { return "nil" }
            let names = argumentTypes.indices.map { "argument\($0)" }
            let parameters = zip(names, argumentTypes).map { "\($0): \(model.swift($1))" }.joined(separator: ", ")
            var passed: [String: String] = [:]
            for (argument, name) in zip(model.bindings[node.binding].arguments, names) {
                passed[argument.label ?? argument.name] = name
            }
            // The closure may be asked for as `@Sendable`: it reaches the component through an unchecked box.
            let call = "component.value." + nodeExpression(node, from: component, arguments: passed)
            let effects = isThrowing ? " throws" : ""
            let body = (wiring.effects[node]?.isThrowing == true ? "try " : "") + call
            return "{ [component = SutureRuntime._UncheckedComponent(self)] (\(parameters))\(effects) in \(body) }"
        case .set:
            return setExpression(nodes, of: edge.request, from: component)
        case .map:
            guard !nodes.isEmpty else { return "[:]" }
            let entries = nodes.map { node -> String in
                guard case .map(let key)? = model.bindings[node.binding].contribution else { return "" }
                return "\(key): \(elementExpression(node, of: edge.request, from: component))"
            }
            return "[" + entries.joined(separator: ", ") + "]"
        }
    }

    /// An array literal of the set's contributions, each after those it depends on (`ElementOrder`); the arrays of
    /// `into: .elements` providers are added in their place: `([makeA()] as [Recipe]) + makeSeasonal() + [makeB()]`.
    private func setExpression(_ nodes: [GraphNode], of request: DependencyRequest, from component: Int) -> String {
        var segments: [String] = []
        var literal: [String] = []
        for node in wiring.elementOrder.ordered(nodes) {
            guard model.bindings[node.binding].contribution == .elements else {
                literal.append(elementExpression(node, of: request, from: component))
                continue
            }
            if !literal.isEmpty { segments.append("[" + literal.joined(separator: ", ") + "]") }
            literal = []
            segments.append(nodeExpression(node, from: component))
        }
        if !literal.isEmpty || segments.isEmpty { segments.append("[" + literal.joined(separator: ", ") + "]") }
        guard segments.count > 1 else { return segments[0] }
        return "(\(segments[0]) as \(model.swift(request.requestedType))) + " + segments.dropFirst().joined(separator: " + ")
    }

    /// One contribution to a multibinding, in the `Lazy` or `Provider` the request wraps each element in.
    private func elementExpression(_ node: GraphNode, of request: DependencyRequest, from component: Int) -> String {
        let call = nodeExpression(node, from: component)
        guard let wrapper = request.elementWrapper else { return call }
        return deferredExpression(wrapper, node: node, call: call)
    }

    /// A `Lazy` or `Provider` whose closure makes the node with `call`.
    private func deferredExpression(_ wrapper: DependencyRequest.ElementWrapper, node: GraphNode, call: String)
        -> String
    {
        let inner = (wiring.effects[node]?.isThrowing == true ? "try " : "") + call
        return "SutureRuntime.\(wrapper.rawValue)(unchecked: { [self] in \(inner) })"
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
