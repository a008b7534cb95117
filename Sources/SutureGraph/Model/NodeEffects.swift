/// Whether making a node's value can throw or suspend, through everything it builds on the spot.
///
/// `Lazy` and `Provider` build later, so what they wrap does not make the node throw or suspend.
struct NodeEffects {
    /// Whether the node's make function `throws`.
    var isThrowing: Bool
    /// Whether it is `async`.
    var isAsync: Bool

    /// The effects of every node of a resolved graph.
    static func compute(_ resolved: ResolvedGraph) -> [GraphNode: NodeEffects] {
        var result: [GraphNode: NodeEffects] = [:]
        var visiting: Set<GraphNode> = []
        func visit(_ node: GraphNode) -> NodeEffects {
            if let known = result[node] { return known }
            guard visiting.insert(node).inserted else { return NodeEffects(isThrowing: false, isAsync: false) }
            let binding = resolved.graph.bindings[node.binding]
            var effects = NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)
            for edge in resolved.edges[node] ?? [] where !edge.request.kind.isDeferred {
                guard case .resolved(let targets) = edge.outcome else { continue }
                for target in targets {
                    let inner = visit(target)
                    effects.isThrowing = effects.isThrowing || inner.isThrowing
                    effects.isAsync = effects.isAsync || inner.isAsync
                }
            }
            visiting.remove(node)
            result[node] = effects
            return effects
        }
        for node in resolved.edges.keys.sorted() { _ = visit(node) }
        return result
    }

    /// Both effects together.
    func merging(_ other: NodeEffects) -> NodeEffects {
        NodeEffects(isThrowing: isThrowing || other.isThrowing, isAsync: isAsync || other.isAsync)
    }
}
