extension ResolvedGraph {
    /// Every answered request: the entry points' (with no requesting node) and every node's.
    var allRequests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)] { answeredRequests.all }

    /// Every answered request, computed once (validators read it many times).
    func collectRequests() -> [(from: GraphNode?, component: Int, edge: ResolvedEdge)] {
        var result: [(GraphNode?, Int, ResolvedEdge)] = []
        for (index, component) in graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, entryOutcomes[index] ?? []) {
                result.append((nil, index, ResolvedEdge(request: entry.request, outcome: outcome)))
            }
        }
        for node in edges.keys.sorted() {
            for edge in edges[node] ?? [] { result.append((node, node.component, edge)) }
        }
        return result
    }
}
