extension ResolvedGraph {
    /// Every answered request: the entry points' (with no requesting node) and every node's.
    var allRequests: AnsweredRequests { answeredRequests }

    /// Every answered request, in a stable order, gathered once (validators read it many times): the entry points'
    /// first, then each node's in the nodes' order. The nodes' lists are the ones `edges` holds, shared, not copied.
    func collectRequests() -> AnsweredRequests {
        var entryPoints: [(from: GraphNode?, component: Int, edge: ResolvedEdge)] = []
        for (index, component) in graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, entryOutcomes[index] ?? []) {
                entryPoints.append((nil, index, ResolvedEdge(request: entry.request, outcome: outcome)))
            }
        }
        let nodes = edges.sorted { $0.key < $1.key }.map { (node: $0.key, edges: $0.value) }
        return AnsweredRequests(entryPoints: entryPoints, nodes: nodes)
    }
}
