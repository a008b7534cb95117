/// The nodes whose values a longer-lived store may keep, so that a `Lazy`, `Provider` or factory made while building
/// them must not hold that store strongly: it would keep itself alive through what it keeps.
///
/// A component keeps its shared instances (singleton, custom and async ones; a `.weak` slot keeps nothing), and
/// everything they reach may be kept by them: what they take, what their `Lazy`/`Provider`/factories build later.
/// A call's `GraphInstances` keeps its `.graph` instances and, the same way, what they reach.
struct RetainedNodes {
    /// Nodes that a shared instance of their own component may keep.
    let byComponent: Set<GraphNode>
    /// Nodes taking a call's `.graph` instances that a `.graph` instance may keep.
    let byGraph: Set<GraphNode>

    /// Finds both sets in a resolved graph.
    init(resolved: ResolvedGraph, graphNodes: Set<GraphNode>, isScoped: (GraphNode) -> Bool) {
        let model = resolved.graph
        let keptByComponent = resolved.edges.keys.filter { isScoped($0) && model.bindings[$0.binding].scope != .weak }
        byComponent = Self.reach(from: keptByComponent, in: resolved) { _ in true }
        let graphScoped = resolved.edges.keys.filter { model.bindings[$0.binding].scope == .graph }
        byGraph = Self.reach(from: graphScoped, in: resolved) { graphNodes.contains($0) }
    }

    /// Every node of the roots' own components reached from them through any request, `Lazy`, `Provider` and
    /// factory ones included, that `admits`; the roots themselves included.
    private static func reach(
        from roots: [GraphNode],
        in resolved: ResolvedGraph,
        admits: (GraphNode) -> Bool
    ) -> Set<GraphNode> {
        var reached = Set(roots)
        var pending = roots
        while let node = pending.popLast() {
            for edge in resolved.edges[node] ?? [] {
                // A node of a parent component never reaches back into a child, whose store it cannot hold.
                for target in WiringPlan.targets(edge)
                where target.component == node.component && admits(target) && reached.insert(target).inserted {
                    pending.append(target)
                }
            }
        }
        return reached
    }
}
