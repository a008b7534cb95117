import SutureSyntax

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

    /// The Swift expression for a request made from `component`, while building `holder` (nil: for an entry point);
    /// without `try`/`await`.
    func dependencyExpression(
        _ edge: ResolvedEdge,
        from component: Int,
        holder: GraphNode? = nil,
        arguments: [String: String] = [:]
    ) -> String {
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
                wrapper, node: node, key: edge.request.key, from: component, holder: holder,
                provide: provideName(for: edge))
        case .providerOfLazy:
            guard let node = nodes.first else { return "nil" }
            return providerOfLazyExpression(
                node: node, key: edge.request.key, from: component, holder: holder, provide: provideName(for: edge))
        case .factory(let argumentTypes, let isThrowing):
            guard let node = nodes.first else { return "nil" }
            let names = argumentTypes.indices.map { "argument\($0)" }
            let parameters = zip(names, argumentTypes).map { "\($0): \(model.swift($1))" }.joined(separator: ", ")
            var passed: [String: String] = [:]
            for (argument, name) in zip(model.bindings[node.binding].arguments, names) {
                passed[argument.label ?? argument.name] = name
            }
            // The closure may be asked for as `@Sendable`: it reaches the component through an unchecked box, or
            // through a weak one when a shared instance may keep it.
            let closure: DeferredCapture.Closure = isThrowing ? .throwing : .factory
            let capture = deferredCapture(
                of: node, key: edge.request.key, from: component, holder: holder, closure: closure)
            let call =
                capture.receiver + nodeExpression(node, from: capture.origin, arguments: passed, graph: capture.graph)
            let effects = isThrowing ? " throws" : ""
            let throwsInside = wiring.effects[node]?.isThrowing == true || (isThrowing && capture.isWeak)
            let body = (throwsInside ? "try " : "") + call
            return "{ [\(capture.list.joined(separator: ", "))] (\(parameters))\(effects) in \(body) }"
        case .set:
            return setExpression(nodes, of: edge.request, from: component, holder: holder)
        case .map:
            guard !nodes.isEmpty else { return "[:]" }
            let entries = nodes.map { node -> String in
                guard case .map(let key)? = model.bindings[node.binding].contribution else { return "" }
                return "\(key): \(elementExpression(node, of: edge.request, from: component, holder: holder))"
            }
            return "[" + entries.joined(separator: ", ") + "]"
        }
    }

    /// An array literal of the set's contributions, each after those it depends on (`ElementOrder`); the arrays of
    /// `into: .elements` providers are added in their place: `([makeA()] as [Recipe]) + makeSeasonal() + [makeB()]`.
    private func setExpression(
        _ nodes: [GraphNode],
        of request: DependencyRequest,
        from component: Int,
        holder: GraphNode?
    ) -> String {
        var segments: [String] = []
        var literal: [String] = []
        for node in wiring.elementOrder.ordered(nodes) {
            guard model.bindings[node.binding].contribution == .elements else {
                literal.append(elementExpression(node, of: request, from: component, holder: holder))
                continue
            }
            if !literal.isEmpty { segments.append("[" + literal.joined(separator: ", ") + "]") }
            literal = []
            segments.append(nodeExpression(node, from: component))
        }
        if !literal.isEmpty || segments.isEmpty { segments.append("[" + literal.joined(separator: ", ") + "]") }
        guard segments.count > 1 else { return segments[0] }
        return "(\(segments[0]) as \(model.swift(request.requestedType))) + "
            + segments.dropFirst().joined(separator: " + ")
    }

    /// One contribution to a multibinding, in the `Lazy` or `Provider` the request wraps each element in.
    private func elementExpression(
        _ node: GraphNode,
        of request: DependencyRequest,
        from component: Int,
        holder: GraphNode?
    ) -> String {
        guard let wrapper = request.elementWrapper else { return nodeExpression(node, from: component) }
        return deferredExpression(wrapper, node: node, key: nil, from: component, holder: holder, provide: nil)
    }

    /// A `Lazy` or `Provider` whose closure makes the node, made from `component` while building `holder`.
    private func deferredExpression(
        _ wrapper: DependencyRequest.ElementWrapper,
        node: GraphNode,
        key: BindingKey?,
        from component: Int,
        holder: GraphNode?,
        provide: String?
    ) -> String {
        let (capture, inner) = deferredCall(node: node, key: key, from: component, holder: holder, provide: provide)
        return "SutureRuntime.\(wrapper.rawValue)(unchecked: { [\(capture.list.joined(separator: ", "))] in \(inner) })"
    }

    /// What a `Lazy` or `Provider` closure captures to make the node from `component` while building `holder`, and the
    /// call it makes (`try` in front when making the node throws or a weakly held capture may be gone).
    private func deferredCall(
        node: GraphNode,
        key: BindingKey?,
        from component: Int,
        holder: GraphNode?,
        provide: String?
    ) -> (capture: DeferredCapture, inner: String) {
        let capture = deferredCapture(of: node, key: key, from: component, holder: holder, closure: .wrapper)
        let call = capture.receiver + nodeExpression(node, from: capture.origin, provide: provide, graph: capture.graph)
        let throwsInside = wiring.effects[node]?.isThrowing == true || capture.isWeak
        return (capture, (throwsInside ? "try " : "") + call)
    }

    /// A `Provider` whose every `get()` gives a new `Lazy` that makes the node once, on its own first `get()`. The
    /// provider's closure captures what a `Provider`'s would; each `Lazy` takes it over from there (a weakly held
    /// `.graph` set implicitly, so it stays weak).
    private func providerOfLazyExpression(
        node: GraphNode,
        key: BindingKey,
        from component: Int,
        holder: GraphNode?,
        provide: String?
    ) -> String {
        let (capture, inner) = deferredCall(node: node, key: key, from: component, holder: holder, provide: provide)
        let handedOver = capture.list.compactMap { entry -> String? in
            if entry.hasPrefix("weak ") { return nil }
            return entry.split(separator: " ", maxSplits: 1).first.map(String.init)
        }
        let lazyCapture = handedOver.isEmpty ? "" : "[\(handedOver.joined(separator: ", "))] in "
        let lazy = "SutureRuntime.Lazy<\(model.swift(key.type))>(unchecked: { \(lazyCapture)\(inner) })"
        return "SutureRuntime.Provider(unchecked: { [\(capture.list.joined(separator: ", "))] in \(lazy) })"
    }

    /// How a `Lazy`, `Provider` or factory closure reaches the component that makes its value.
    private struct DeferredCapture {
        /// The closure the capture is for.
        enum Closure {
            /// The closure of a `Lazy` or `Provider`: it may throw, and need not be `@Sendable`.
            case wrapper
            /// A factory that may be asked for as `@Sendable` and cannot throw.
            case factory
            /// A throwing factory that may be asked for as `@Sendable`.
            case throwing
        }

        /// The capture list's entries.
        var list: [String]
        /// What the closure writes before the make function: `""` (self), `component.`, `component.value.` (an
        /// unchecked box), `try`-able `component.value().` or `component.get().` (a weak box).
        var receiver: String
        /// Whether the closure holds its component weakly, so reaching it may throw.
        var isWeak: Bool
        /// The component whose make function the closure calls directly (no `parent.` before it).
        var origin: Int
        /// The expression for the call's `.graph` instances inside the closure.
        var graph: String
    }

    /// A closure made while building `holder` holds what it needs strongly, unless the store that may keep `holder`
    /// is among it: then it holds its component weakly, and its `.graph` instances weakly with a fresh set once they
    /// are gone. A value made by an ancestor is reached through that ancestor, held strongly: an ancestor never keeps
    /// what its children build.
    private func deferredCapture(
        of node: GraphNode,
        key: BindingKey?,
        from component: Int,
        holder: GraphNode?,
        closure: DeferredCapture.Closure
    ) -> DeferredCapture {
        let isRetained = holder.map(wiring.retained.byComponent.contains) ?? false
        let isFactory = closure != .wrapper
        var capture: DeferredCapture
        if isRetained, node.component != component {
            let ancestor = ancestorPath(to: node.component, from: component)
            capture =
                isFactory
                ? DeferredCapture(
                    list: ["component = SutureRuntime._UncheckedComponent(\(ancestor))"], receiver: "component.value.",
                    isWeak: false, origin: node.component, graph: "graph")
                : DeferredCapture(
                    list: ["component = \(ancestor)"], receiver: "component.", isWeak: false, origin: node.component,
                    graph: "graph")
        } else if isRetained, let holder {
            let building = StringLiteral.quoted((key ?? model.bindings[node.binding].keys.first)?.description ?? "")
            let keptBy = StringLiteral.quoted(model.swift(model.bindings[holder.binding].valueType))
            capture = DeferredCapture(
                list: ["component = SutureRuntime.WeakComponent(self, building: \(building), keptBy: \(keptBy))"],
                receiver: closure == .factory ? "component.get()." : "component.value().",
                isWeak: true, origin: component, graph: "graph")
        } else if isFactory {
            capture = DeferredCapture(
                list: ["component = SutureRuntime._UncheckedComponent(self)"], receiver: "component.value.",
                isWeak: false, origin: component, graph: "graph")
        } else {
            capture = DeferredCapture(list: ["self"], receiver: "", isWeak: false, origin: component, graph: "graph")
        }
        if let holder, wiring.retained.byGraph.contains(holder), wiring.graphNodes.contains(node) {
            capture.list.append("weak graph")
            capture.graph = "graph ?? GraphInstances()"
        }
        return capture
    }

    /// `parent`, `parent.parent`, …: the way from `component` to its ancestor `target`; empty when they are one.
    private func ancestorPath(to target: Int, from component: Int) -> String {
        // Most calls stay in their own component.
        if target == component { return "" }
        var steps: [String] = []
        var current = component
        var seen: Set<Int> = [component]
        while current != target, let parent = model.components[current].parent, seen.insert(parent).inserted {
            steps.append("parent")
            current = parent
        }
        return steps.joined(separator: ".")
    }

    /// A call to the node's make function, or to `provide` when the request consults a replacement, through
    /// `parent` when another component makes it.
    private func nodeExpression(
        _ node: GraphNode,
        from component: Int,
        arguments: [String: String] = [:],
        provide: String? = nil,
        graph: String = "graph"
    ) -> String {
        let path = ancestorPath(to: node.component, from: component)
        let prefix = path.isEmpty ? "" : path + "."
        if wiring.isBoundInstance(node) { return prefix + names.bound(node.binding) }
        let bindingArguments = model.bindings[node.binding].arguments
        let takesGraph = wiring.graphNodes.contains(node)
        // A call with nothing to pass, the most common one: no list to build and join.
        if !takesGraph && bindingArguments.isEmpty { return prefix + (provide ?? names.make(node.binding)) + "()" }
        var passed = takesGraph ? ["graph: \(graph)"] : []
        passed += bindingArguments.map { argument in
            "\(argument.name): \(arguments[argument.label ?? argument.name] ?? argument.name)"
        }
        return prefix + (provide ?? names.make(node.binding)) + "(" + passed.joined(separator: ", ") + ")"
    }
}
