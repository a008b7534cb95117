import SutureSyntax

/// The eager singletons a root component keeps in stored `let` properties that witness their entry points, so reading
/// one costs what reading a hand-written `let` costs (no owned return to retain and release).
///
/// A `let` is filled before the initializer may call the component's methods, so each one's value is built there from
/// what the initializer already has: the bound instances (its parameters), the stored eager singletons built before it,
/// and transient values built on the spot from the same. An eager singleton that needs anything else (a lazy singleton,
/// a `Lazy` or `Provider` of the component, a multibinding), whose entry point's type is not its own, that another
/// request asks for under another key, or that a `Sendable` component cannot store because its type does not say it
/// is `Sendable`, is built in the initializer's second phase and kept in a slot, as before.
struct StoredEagerNodes {
    /// One eager singleton kept in a `let`.
    struct Stored {
        /// The node.
        let node: GraphNode
        /// The entry point whose requirement the `let` witnesses, by index among the component's entries.
        let entry: Int
    }

    /// How the initializer reaches a value while the `let` properties are not all filled.
    enum EarlyValue {
        /// A bound instance: the initializer's parameter of this name.
        case parameter(String)
        /// A stored eager singleton, built before.
        case stored(GraphNode)
        /// A transient value, built on the spot.
        case built(GraphNode)
        /// An unbound optional: `nil`.
        case unboundOptional
    }

    /// The stored eager singletons, each after those it is built from.
    let stored: [Stored]
    /// The stored nodes, for look-ups.
    let nodes: Set<GraphNode>

    /// Finds the stored eager singletons of component `index`, whose plan is otherwise made.
    init(
        index: Int,
        eagerNodes: [GraphNode],
        boundInstanceParameters: [(parameter: Parameter, binding: Int)],
        wiring: WiringPlan
    ) {
        let model = wiring.model
        let component = model.components[index]
        var candidates: [GraphNode: Int] = [:]
        if component.parent == nil {
            let outcomes = wiring.resolved.entryOutcomes[index] ?? []
            for node in eagerNodes {
                let binding = model.bindings[node.binding]
                guard binding.globalActor == nil || binding.globalActor == component.declaration.isolation.globalActor,
                    !component.declaration.isSendable || binding.isDeclaredSendable
                else { continue }
                let entry = zip(component.entries, outcomes).enumerated().first { _, pair in
                    let (entry, outcome) = pair
                    return entry.subcomponent == nil && entry.declaration.kind == .property
                        && !entry.declaration.isAsync && !entry.declaration.isThrowing
                        && entry.request.kind == .instance && entry.request.key.type == binding.valueType
                        && outcome == .resolved([node])
                }
                guard let entry, wiring.requestKeys.isAskedFor(only: entry.element.0.request.key, node: node)
                else { continue }
                candidates[node] = entry.offset
            }
        }
        let parameters = Dictionary(
            boundInstanceParameters.map { ($0.binding, $0.parameter.name) }, uniquingKeysWith: { first, _ in first })
        // Each pass keeps the candidates whose stored dependencies are already kept; what is left at a fixed point
        // needs something the first phase does not have.
        var stored: [Stored] = []
        var kept: Set<GraphNode> = []
        var pending = eagerNodes.filter { candidates[$0] != nil }
        while true {
            var progressed = false
            var next: [GraphNode] = []
            let reachable = kept.union(pending)
            for node in pending {
                switch Self.earlyDependencies(of: node, component: index, parameters: parameters, wiring: wiring) {
                case .some(let needed) where needed.isSubset(of: kept):
                    stored.append(Stored(node: node, entry: candidates[node] ?? 0))
                    kept.insert(node)
                    progressed = true
                case .some(let needed) where needed.isSubset(of: reachable):
                    next.append(node)
                case .some, .none:
                    continue
                }
            }
            pending = next
            if !progressed || pending.isEmpty { break }
        }
        self.stored = stored
        nodes = kept
    }

    /// The stored candidates a node's first-phase construction reads, or `nil` when it needs something else.
    private static func earlyDependencies(
        of node: GraphNode,
        component: Int,
        parameters: [Int: String],
        wiring: WiringPlan
    ) -> Set<GraphNode>? {
        var needed: Set<GraphNode> = []
        var visiting: Set<GraphNode> = [node]
        func visit(_ current: GraphNode) -> Bool {
            guard let edges = constructionEdges(of: current, wiring: wiring) else { return false }
            for edge in edges {
                switch earlyValue(of: edge, component: component, parameters: parameters, wiring: wiring) {
                case .parameter, .unboundOptional: continue
                case .stored(let target): needed.insert(target)
                case .built(let target):
                    guard visiting.insert(target).inserted, visit(target) else { return false }
                    visiting.remove(target)
                case nil: return false
                }
            }
            return true
        }
        return visit(node) ? needed : nil
    }

    /// The edges a node's initializer call passes, or `nil` when building it takes more than one call (`@Inject var`
    /// properties that are bound) or has effects.
    static func constructionEdges(of node: GraphNode, wiring: WiringPlan) -> [ResolvedEdge]? {
        let binding = wiring.model.bindings[node.binding]
        let effects = wiring.effects(of: node)
        guard !effects.isThrowing, !effects.isAsync, binding.arguments.isEmpty else { return nil }
        let edges = wiring.resolved.edges[node] ?? []
        for edge in edges where edge.request.isProperty {
            guard case .resolved(let nodes) = edge.outcome, nodes.isEmpty else { return nil }
        }
        var passed: [ResolvedEdge] = []
        for parameter in binding.callParameters {
            guard case .dependency(let index) = parameter else { return nil }
            guard index < edges.count else { continue }
            passed.append(edges[index])
        }
        return passed
    }

    /// How the first phase reaches what `edge` asks for, or `nil` when it cannot; a stored target is any eager
    /// candidate, which the caller checks is stored before.
    static func earlyValue(
        of edge: ResolvedEdge,
        component: Int,
        parameters: [Int: String],
        wiring: WiringPlan
    ) -> EarlyValue? {
        guard case .resolved(let nodes) = edge.outcome else { return nil }
        switch edge.request.kind {
        case .instance, .optional: break
        case .lazy, .provider, .providerOfLazy, .set, .map, .factory: return nil
        }
        guard edge.request.elementWrapper == nil else { return nil }
        guard let target = nodes.first else { return edge.request.kind == .optional ? EarlyValue.unboundOptional : nil }
        guard nodes.count == 1, target.component == component else { return nil }
        let binding = wiring.model.bindings[target.binding]
        if case .boundInstance = binding.source {
            return parameters[target.binding].map(EarlyValue.parameter)
        }
        if wiring.isEagerlyBuilt(target) { return .stored(target) }
        guard binding.scope == .transient, !wiring.graphNodes.contains(target) else { return nil }
        return .built(target)
    }

    /// The key each node is asked for under, found once per graph: a `let` stands for its node only when every
    /// request, from entry points and from other nodes, asks for the entry point's key (then its `Overrides` member, if
    /// it has one, is the `let`'s, and the `let` holds what each request would be given).
    struct RequestKeys {
        /// For each node some request resolves to, the one key all of them ask for; `nil` when they ask for several,
        /// or for the node as an element of a collection.
        private var keys: [GraphNode: BindingKey?] = [:]

        /// Reads every request of the graph once; with no eager binding, nothing needs it.
        init(resolved: ResolvedGraph) {
            guard resolved.graph.bindings.contains(where: \.isEager) else { return }
            func record(_ edge: ResolvedEdge) {
                guard case .resolved(let nodes) = edge.outcome else { return }
                let key = edge.request.elementWrapper == nil ? edge.request.key : nil
                for node in nodes {
                    if let known = keys[node] {
                        if known != key { keys[node] = .some(nil) }
                    } else {
                        keys[node] = .some(key)
                    }
                }
            }
            for (component, outcomes) in resolved.entryOutcomes {
                for (entry, outcome) in zip(resolved.graph.components[component].entries, outcomes) {
                    record(ResolvedEdge(request: entry.request, outcome: outcome))
                }
            }
            for edges in resolved.edges.values {
                for edge in edges { record(edge) }
            }
        }

        /// Whether every request for `node` asks for `key`.
        func isAskedFor(only key: BindingKey, node: GraphNode) -> Bool {
            guard let known = keys[node] else { return true }
            return known == key
        }
    }
}
