/// Every request of a resolved graph with its answer: the entry points' first, then each node's, in the nodes' order.
///
/// The nodes' requests stay in the lists the resolved graph holds (shared, not copied): at 60,000 bindings a flat copy
/// of every request took 45 MB at the peak of the analysis.
struct AnsweredRequests: Sequence, Sendable {
    /// One answered request: the node that asks (`nil` for an entry point), the component it is asked in, the answer.
    typealias Element = (from: GraphNode?, component: Int, edge: ResolvedEdge)

    /// The entry points' requests, in the components' order.
    var entryPoints: [Element] = []
    /// Each node reached, in order, with its answered requests in the binding's order.
    var nodes: [(node: GraphNode, edges: [ResolvedEdge])] = []

    /// Walks the entry points' requests, then each node's.
    struct Iterator: IteratorProtocol {
        fileprivate let requests: AnsweredRequests
        fileprivate var entryPoint = 0
        fileprivate var node = 0
        fileprivate var edge = 0

        mutating func next() -> Element? {
            if entryPoint < requests.entryPoints.count {
                defer { entryPoint += 1 }
                return requests.entryPoints[entryPoint]
            }
            while node < requests.nodes.count {
                let (from, edges) = requests.nodes[node]
                if edge < edges.count {
                    defer { edge += 1 }
                    return (from, from.component, edges[edge])
                }
                node += 1
                edge = 0
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(requests: self) }

    /// At least how many requests there are: the entry points' (a node may ask for nothing).
    var underestimatedCount: Int { entryPoints.count }
}
