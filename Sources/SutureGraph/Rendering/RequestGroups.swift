/// A node's requests, each once in the order first seen, with the nodes that answer it: what the JSON document lists
/// as the node's dependencies.
///
/// A node asks for a few things, and the edges of one request come one after the other, so the group is found by
/// comparing with the last one, then with the others; only a node with many requests gets a table. Hashing every edge's
/// request took a fifth of the document's time.
struct RequestGroups {
    /// Each distinct request with the nodes that answer it, in the order first seen.
    private(set) var groups: [(request: DependencyRequest, nodes: [String])] = []
    /// The position of each request in `groups`, kept once there are more than `tableThreshold` of them.
    private var positions: [DependencyRequest: Int]?
    /// How many groups are searched one by one.
    private static let tableThreshold = 16

    /// Adds `request`, and `node` (when one answers it) to its group.
    mutating func add(_ request: DependencyRequest, answeredBy node: String?) {
        let position = find(request) ?? append(request)
        if let node { groups[position].nodes.append(node) }
    }

    private func find(_ request: DependencyRequest) -> Int? {
        if let positions { return positions[request] }
        if let last = groups.indices.last, groups[last].request == request { return last }
        return groups.indices.first { groups[$0].request == request }
    }

    private mutating func append(_ request: DependencyRequest) -> Int {
        groups.append((request, []))
        let position = groups.count - 1
        if positions != nil {
            positions?[request] = position
        } else if groups.count > Self.tableThreshold {
            positions = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($0.element.request, $0.offset) })
        }
        return position
    }
}
