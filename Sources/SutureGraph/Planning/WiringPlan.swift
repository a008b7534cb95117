/// What the text of every component needs to know about the whole graph: each node's effects, which nodes take a
/// call's `.graph` instances, and the names of the generated members.
struct WiringPlan: Sendable {
    /// The graph with every request answered.
    let resolved: ResolvedGraph
    /// Whether building each node throws or suspends.
    let effects: [GraphNode: NodeEffects]
    /// Nodes whose make function takes the call's `.graph` instances.
    let graphNodes: Set<GraphNode>
    /// The names of each binding's generated functions and storage.
    let names: GeneratedNames
    /// What tests and previews may replace in each generated component tree.
    let overrides: OverridesPlan
    /// The order of each set multibinding's elements.
    let elementOrder: ElementOrder
    /// The nodes a component's shared instances or a call's `.graph` instances may keep.
    let retained: RetainedNodes
    /// The key every request for each node asks for, read once for the whole graph.
    let requestKeys: StoredEagerNodes.RequestKeys

    /// Plans the wiring of a resolved graph.
    init(resolved: ResolvedGraph) {
        self.resolved = resolved
        effects = resolved.nodeEffects
        // What tests may replace is most of the plan (three quarters at 10,000 bindings) and reads nothing else of it:
        // planned on the other processor meanwhile.
        let (overrides, rest) = concurrently(
            {
                OverridesPlan(
                    replaceable: ReplaceableKeys(resolved: resolved) { resolved.graph.isGenerated(component: $0) },
                    model: resolved.graph)
            },
            {
                let graphNodes = NodesTakingGraphInstances.find(in: resolved)
                let retained = RetainedNodes(resolved: resolved, graphNodes: graphNodes) {
                    Self.isScoped($0, in: resolved.graph)
                }
                return (
                    graphNodes: graphNodes,
                    names: GeneratedNames(bindings: resolved.graph.bindings),
                    elementOrder: ElementOrder(edges: resolved.edges),
                    retained: retained,
                    requestKeys: StoredEagerNodes.RequestKeys(resolved: resolved)
                )
            }
        )
        self.overrides = overrides
        graphNodes = rest.graphNodes
        names = rest.names
        elementOrder = rest.elementOrder
        retained = rest.retained
        requestKeys = rest.requestKeys
    }

    /// The model the plan is made from.
    var model: BindingGraph { resolved.graph }

    /// Whether making the node's value throws or suspends, through everything it builds on the spot.
    func effects(of node: GraphNode) -> NodeEffects {
        let binding = model.bindings[node.binding]
        return effects[node] ?? NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)
    }

    /// Whether any of these nodes takes the request's `.graph` instances.
    func needsGraphInstances(_ nodes: [GraphNode]) -> Bool { nodes.contains(where: graphNodes.contains) }

    /// Whether the node is an instance the component was given.
    func isBoundInstance(_ node: GraphNode) -> Bool {
        if case .boundInstance = model.bindings[node.binding].source { return true }
        return false
    }

    /// Whether the component keeps the node's value in a slot.
    func isScoped(_ node: GraphNode) -> Bool { Self.isScoped(node, in: model) }

    private static func isScoped(_ node: GraphNode, in model: BindingGraph) -> Bool {
        let binding = model.bindings[node.binding]
        switch binding.scope {
        case .singleton, .custom, .weak:
            if case .boundInstance = binding.source { return false }
            return true
        case .transient, .graph: return false
        }
    }

    /// Whether building the node suspends, so its slot waits for one build instead of locking.
    func isBuiltAsynchronously(_ node: GraphNode) -> Bool { effects(of: node).isAsync }

    /// Whether the component builds the node when it is created: an eager scoped binding without effects.
    func isEagerlyBuilt(_ node: GraphNode) -> Bool {
        let binding = model.bindings[node.binding]
        guard binding.isEager, isScoped(node), binding.arguments.isEmpty, binding.scope != .weak else { return false }
        let nodeEffects = effects(of: node)
        return !nodeEffects.isThrowing && !nodeEffects.isAsync
    }

    /// The `Overrides` members of the tree `component` belongs to; empty when nothing in it can be replaced.
    func overrideMembers(ofTreeOf component: Int) -> [OverridesPlan.Member] {
        overrides.rootOf[component].flatMap { overrides.members[$0] } ?? []
    }

    /// Whether a class of the tree `component` belongs to is declared `Sendable`, so the tree's overrides must be.
    func treeIsSendable(_ component: Int) -> Bool {
        overrides.rootOf[component].map(overrides.sendableRoots.contains) ?? false
    }

    /// The nodes an answered request points at.
    static func targets(_ edge: ResolvedEdge) -> [GraphNode] {
        guard case .resolved(let nodes) = edge.outcome else { return [] }
        return nodes
    }
}
