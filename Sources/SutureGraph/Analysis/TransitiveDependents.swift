/// For each strongly connected component of a graph, how many nodes its reach holds: its members and every node that
/// depends on them, directly or through others. A member's transitive dependents are its component's reach less one.
///
/// The nodes are laid out by component, so that a component's reach holds only positions from its own first member on
/// (what depends on it closes later in Tarjan's order). The reaches are bit rows, one per component of the
/// condensation, united dependents first; the positions are taken in blocks of at most `wordBudget` words over all
/// the rows, so memory stays bounded while the time stays `O((nodes + edges) · nodes / 64)` word operations. At
/// 60,000 bindings the rows of all positions at once would take 450 MB; with the default budget they take 8 MB.
enum TransitiveDependents {
    /// The words of all the bit rows of one block: 1M words, 8 MB. The HTML report measures while it writes the graph,
    /// so these rows stand beside the writer's; smaller blocks cost only more passes over the components (at 60,000
    /// bindings, 55 blocks of 17 words a row instead of 14 of 69), not more word operations.
    static let defaultWordBudget = 1 << 20

    /// The reach of each component of `components`, whose nodes are requested by `dependentNodes`.
    static func reach(
        of components: StronglyConnectedComponents, dependentNodes: [[Int]], wordBudget: Int = defaultWordBudget
    ) -> [Int] {
        let members = components.members
        let componentCount = members.count
        // `start[c]..<start[c + 1]` are the positions of component `c`'s members.
        var start = [0]
        start.reserveCapacity(componentCount + 1)
        for component in members { start.append(start[start.count - 1] + component.count) }
        let dependents = dependentComponents(of: components, dependentNodes: dependentNodes)
        let nodeCount = start[componentCount]
        var reach = Array(repeating: 0, count: componentCount)
        let totalWords = (nodeCount + 63) / 64
        guard totalWords > 0 else { return reach }
        let wordsPerRow = max(1, min(totalWords, wordBudget / componentCount))
        var rows = NodeBitRows(rows: componentCount, wordsPerRow: wordsPerRow)
        var lower = 0
        var last = -1
        while lower < nodeCount {
            let upper = min(nodeCount, lower + 64 * wordsPerRow)
            // Components from `last + 1` on start at `upper` or later: no member of theirs, nor of what depends on
            // them, is in this block.
            while last + 1 < componentCount && start[last + 1] < upper { last += 1 }
            rows.removeAll(rowsBelow: last + 1)
            for component in stride(from: last, through: 0, by: -1) {
                let firstPosition = max(start[component], lower)
                let lastPosition = min(start[component + 1], upper)
                if firstPosition < lastPosition {
                    rows.insert((firstPosition - lower)..<(lastPosition - lower), into: component)
                }
                for dependent in dependents[component] where dependent <= last {
                    rows.formUnion(component, with: dependent, fromWord: (max(start[dependent], lower) - lower) / 64)
                }
                reach[component] += rows.count(component, fromWord: (firstPosition - lower) / 64)
            }
            lower = upper
        }
        return reach
    }

    /// The distinct other components whose members request a member of each component.
    private static func dependentComponents(
        of components: StronglyConnectedComponents, dependentNodes: [[Int]]
    ) -> [[Int]] {
        let componentOfNode = components.componentOfNode
        var lastSeen = Array(repeating: -1, count: components.members.count)
        return components.members.enumerated().map { component, members in
            var result: [Int] = []
            for member in members {
                for requester in dependentNodes[member] {
                    let dependent = componentOfNode[requester]
                    if dependent != component && lastSeen[dependent] != component {
                        lastSeen[dependent] = component
                        result.append(dependent)
                    }
                }
            }
            return result
        }
    }
}
