/// The nodes whose make function takes the `.graph` instances of one call of an entry point: `.graph` bindings,
/// and every unscoped node with a request they answer, until nothing changes.
enum NodesTakingGraphInstances {
    /// The nodes of a resolved graph that take a call's `.graph` instances.
    static func find(in resolved: ResolvedGraph) -> Set<GraphNode> {
        var result = Set(resolved.edges.keys.filter { resolved.graph.bindings[$0.binding].scope == .graph })
        guard !result.isEmpty else { return [] }
        var changed = true
        while changed {
            changed = false
            for (node, edges) in resolved.edges where !result.contains(node) {
                switch resolved.graph.bindings[node.binding].scope {
                case .singleton, .custom, .weak: continue
                case .transient, .graph: break
                }
                let reachesGraph = edges.contains { edge in
                    guard case .resolved(let targets) = edge.outcome else { return false }
                    return targets.contains(where: result.contains)
                }
                if reachesGraph {
                    result.insert(node)
                    changed = true
                }
            }
        }
        return result
    }
}
