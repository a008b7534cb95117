/// How much of the graph each binding touches: its fan-in, fan-out, depth and transitive dependents, the numbers the
/// HTML report shows so that a team can see what a change to a binding would reach.
///
/// The graph is the picture's: its nodes, the edges between them and the entry points that request nodes. Cycles
/// (legal through `Lazy` and `Provider`) are measured on the graph's strongly connected components, so a cycle
/// counts as one step of depth and its members depend on each other.
///
/// Cost: fan-in, fan-out and depth are linear in nodes and edges. Transitive dependents are counted per component
/// (`TransitiveDependents`): time `O((nodes + edges) · nodes / 64)` word operations and memory linear in nodes and
/// edges plus at most 8 MB of bit rows, whatever the size of the graph.
struct GraphMetrics {
    /// The numbers of one node.
    struct Measure: Equatable, CustomStringConvertible {
        /// How many nodes and entry points request it.
        var fanIn: Int
        /// How many nodes it requests.
        var fanOut: Int
        /// The length of its longest chain of dependencies: 0 for a node that requests nothing.
        var depth: Int
        /// How many other nodes depend on it, directly or through others: what a change to it touches.
        var transitiveDependents: Int

        var description: String {
            "fanIn \(fanIn), fanOut \(fanOut), depth \(depth), transitiveDependents \(transitiveDependents)"
        }
    }

    /// The nodes, by index.
    let nodeIDs: [String]
    /// The distinct nodes each node requests, in the order of its requests.
    let dependencies: [[Int]]
    /// The distinct nodes that request each node, by index.
    let dependentNodes: [[Int]]
    /// The entry points that request each node, in the picture's order.
    let dependentEntryPoints: [[String]]
    /// The numbers of each node.
    let measures: [Measure]

    /// Measures the picture's nodes.
    init(_ picture: GraphPicture) {
        var indices: [String: Int] = [:]
        for (index, node) in picture.nodes.enumerated() { indices[node.id] = index }
        var dependencies = Array(repeating: [Int](), count: picture.nodes.count)
        for edge in picture.edges {
            guard let from = indices[edge.from], let to = indices[edge.to] else { continue }
            dependencies[from].append(to)
        }
        // Each node's requests without repeats, in order: a node is seen again when it was last seen by this one
        // (one array for all, where a set per node took 60,000 allocations at 60,000 bindings).
        var lastSeenBy = Array(repeating: -1, count: picture.nodes.count)
        for from in dependencies.indices where dependencies[from].count > 1 {
            dependencies[from] = dependencies[from].filter { to in
                defer { lastSeenBy[to] = from }
                return lastSeenBy[to] != from
            }
        }
        self.init(
            nodeIDs: picture.nodes.map(\.id),
            dependencies: dependencies,
            entryPoints: picture.entries.map { entry in (entry.id, entry.targets.compactMap { indices[$0] }) }
        )
    }

    /// Measures the graph whose node `n` requests the distinct nodes `dependencies[n]`, and whose entry points
    /// request `targets`.
    init(nodeIDs: [String], dependencies: [[Int]], entryPoints: [(id: String, targets: [Int])]) {
        let count = nodeIDs.count
        self.nodeIDs = nodeIDs
        self.dependencies = dependencies
        var dependentNodes = Array(repeating: [Int](), count: count)
        for (node, targets) in dependencies.enumerated() {
            for target in targets { dependentNodes[target].append(node) }
        }
        var dependentEntryPoints = Array(repeating: [String](), count: count)
        for entry in entryPoints {
            for target in Set(entry.targets).sorted() { dependentEntryPoints[target].append(entry.id) }
        }
        self.dependentNodes = dependentNodes
        self.dependentEntryPoints = dependentEntryPoints

        let components = StronglyConnectedComponents(successors: dependencies)
        let componentOfNode = components.componentOfNode
        // Ascending component numbers visit dependencies first.
        var componentDepth = Array(repeating: 0, count: components.members.count)
        for (component, members) in components.members.enumerated() {
            for member in members {
                for target in dependencies[member] where componentOfNode[target] != component {
                    componentDepth[component] = max(
                        componentDepth[component], componentDepth[componentOfNode[target]] + 1)
                }
            }
        }
        let reach = TransitiveDependents.reach(of: components, dependentNodes: dependentNodes)
        measures = (0..<count).map { node in
            Measure(
                fanIn: dependentNodes[node].count + dependentEntryPoints[node].count,
                fanOut: dependencies[node].count,
                depth: componentDepth[componentOfNode[node]],
                transitiveDependents: reach[componentOfNode[node]] - 1
            )
        }
    }

    /// The nodes most others depend on, at most `limit` of them: by transitive dependents, then fan-in, then the
    /// picture's order; nodes nothing depends on are left out.
    func mostDependedOn(limit: Int) -> [Int] {
        let ranked = measures.indices.filter { measures[$0].transitiveDependents > 0 }.sorted { left, right in
            let (first, second) = (measures[left], measures[right])
            if first.transitiveDependents != second.transitiveDependents {
                return first.transitiveDependents > second.transitiveDependents
            }
            if first.fanIn != second.fanIn { return first.fanIn > second.fanIn }
            return left < right
        }
        return Array(ranked.prefix(limit))
    }
}
