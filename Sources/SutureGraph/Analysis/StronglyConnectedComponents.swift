/// The strongly connected components of a directed graph over `0..<count` (Tarjan's algorithm, without recursion),
/// so that the graph's cycles — legal through `Lazy` and `Provider` — can be measured as single steps.
///
/// Components are numbered in the order Tarjan's algorithm closes them: every edge leaves a component for one with a
/// smaller or equal number, so ascending numbers visit dependencies before their dependents.
struct StronglyConnectedComponents {
    /// The component of each node.
    private(set) var componentOfNode: [Int]
    /// The nodes of each component.
    private(set) var members: [[Int]] = []

    /// The components of the graph whose node `n` has the edges `successors[n]`; time and memory linear in nodes and
    /// edges.
    init(successors: [[Int]]) {
        let count = successors.count
        componentOfNode = Array(repeating: -1, count: count)
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextOrder = 0
        // Each frame is a node and the position of the next successor to look at.
        var frames: [(node: Int, next: Int)] = []
        for root in 0..<count where order[root] < 0 {
            frames.append((root, 0))
            order[root] = nextOrder
            lowLink[root] = nextOrder
            nextOrder += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < successors[node].count {
                    frames[frames.count - 1].next += 1
                    let successor = successors[node][frame.next]
                    if order[successor] < 0 {
                        order[successor] = nextOrder
                        lowLink[successor] = nextOrder
                        nextOrder += 1
                        stack.append(successor)
                        onStack[successor] = true
                        frames.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], order[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    componentOfNode[member] = members.count
                    component.append(member)
                    if member == node { break }
                }
                members.append(component)
            }
        }
    }
}
