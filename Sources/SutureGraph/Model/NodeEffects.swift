/// Whether making a node's value can throw or suspend, through everything it builds on the spot.
///
/// `Lazy` and `Provider` build later, so what they wrap does not make the node throw or suspend.
struct NodeEffects {
    /// Whether the node's make function `throws`.
    var isThrowing: Bool
    /// Whether it is `async`.
    var isAsync: Bool

    /// The effects of every node of a resolved graph.
    ///
    /// An iterative depth-first walk, so a chain of any length fits in the stack; a node met again on the current
    /// path (a cycle, which the Cycle rule reports) adds nothing.
    static func compute(_ resolved: ResolvedGraph) -> [GraphNode: NodeEffects] {
        var result: [GraphNode: NodeEffects] = [:]
        var visiting: Set<GraphNode> = []
        for start in resolved.edges.keys.sorted() where result[start] == nil {
            // Each frame holds a node, what it builds on the spot, and how many of those are done.
            var stack: [(node: GraphNode, targets: [GraphNode], next: Int, effects: NodeEffects)] = []
            func push(_ node: GraphNode) {
                let binding = resolved.graph.bindings[node.binding]
                let targets = (resolved.edges[node] ?? []).flatMap { edge -> [GraphNode] in
                    guard !edge.request.isDeferred, case .resolved(let nodes) = edge.outcome else { return [] }
                    return nodes
                }
                visiting.insert(node)
                stack.append((node, targets, 0, NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)))
            }
            push(start)
            while let top = stack.last {
                guard top.next < top.targets.count else {
                    stack.removeLast()
                    visiting.remove(top.node)
                    result[top.node] = top.effects
                    if !stack.isEmpty {
                        stack[stack.count - 1].effects = stack[stack.count - 1].effects.merging(top.effects)
                    }
                    continue
                }
                let target = top.targets[top.next]
                stack[stack.count - 1].next += 1
                if let known = result[target] {
                    stack[stack.count - 1].effects = top.effects.merging(known)
                } else if !visiting.contains(target) {
                    push(target)
                }
            }
        }
        return result
    }

    /// Both effects together.
    func merging(_ other: NodeEffects) -> NodeEffects {
        NodeEffects(isThrowing: isThrowing || other.isThrowing, isAsync: isAsync || other.isAsync)
    }
}
