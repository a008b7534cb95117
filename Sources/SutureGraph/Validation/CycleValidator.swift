/// Reports bindings that need themselves to be built, unless a `Lazy` or `Provider` stands in the loop.
struct CycleValidator: GraphValidator {
    var id: DiagnosticID { .cycle }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var diagnostics: [GraphProblem] = []
        // By bindings, not nodes: the same loop made in several components is one mistake in the code.
        var reported: Set<[Int]> = []
        var state: [GraphNode: Bool] = [:]  // false: on the current path, true: done
        for start in graph.edges.keys.sorted() where state[start] == nil {
            // Iterative depth-first search: the path holds (node, its successors, index of the next edge to follow).
            var path: [(node: GraphNode, successors: [GraphNode], next: Int)] = [
                (start, Self.successors(of: start, in: graph), 0)
            ]
            state[start] = false
            while let top = path.last {
                guard top.next < top.successors.count else {
                    state[top.node] = true
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = top.successors[top.next]
                switch state[target] {
                case nil:
                    state[target] = false
                    path.append((target, Self.successors(of: target, in: graph), 0))
                case false?:
                    guard let startIndex = path.firstIndex(where: { $0.node == target }) else { continue }
                    let loop = path[startIndex...].map(\.node)
                    if reported.insert(loop.map(\.binding).sorted()).inserted {
                        diagnostics.append(diagnostic(loop, graph: graph))
                    }
                case true?:
                    continue
                }
            }
        }
        return diagnostics
    }

    /// The nodes a node builds on the spot (not through `Lazy` or `Provider`).
    private static func successors(of node: GraphNode, in graph: ResolvedGraph) -> [GraphNode] {
        (graph.edges[node] ?? []).flatMap { edge -> [GraphNode] in
            guard !edge.request.isDeferred, case .resolved(let targets) = edge.outcome else { return [] }
            return targets
        }
    }

    private func diagnostic(_ loop: [GraphNode], graph: ResolvedGraph) -> GraphProblem {
        // Start the loop at its smallest node so the message does not depend on where the search began.
        let rotation = loop.indices.min { loop[$0] < loop[$1] } ?? 0
        let ordered = Array(loop[rotation...] + loop[..<rotation])
        let names = ordered.map { graph.graph.bindings[$0.binding].displayName }
        var notes: [GraphDiagnostic.Note] = []
        var firstRequest: DependencyRequest?
        for (index, node) in ordered.enumerated() {
            let next = ordered[(index + 1) % ordered.count]
            guard
                let edge = graph.edges[node]?.first(where: { edge in
                    if case .resolved(let targets) = edge.outcome {
                        return targets.contains(next) && !edge.request.isDeferred
                    }
                    return false
                })
            else { continue }
            if firstRequest == nil { firstRequest = edge.request }
            notes.append(
                .init(
                    "\(names[(index + 1) % names.count]) is requested by \(edge.request.requester)",
                    at: edge.request.location
                )
            )
        }
        // How an entry point reaches the loop: from the first node that something outside the loop asked for.
        if let entrance = ordered.first(where: { node in
            guard let reach = graph.reaches[node] else { return false }
            return reach.from.map { !ordered.contains($0) } ?? true
        }) {
            notes += graph.trace(from: entrance)
        }
        let last = names.first.map { names + [$0] } ?? names
        var help = "break the cycle by asking for a Lazy or Provider on one edge of the loop"
        if let closing = graph.edges[ordered[ordered.count - 1]]?.first(where: { edge in
            if case .resolved(let targets) = edge.outcome {
                return targets.contains(ordered[0]) && !edge.request.isDeferred
            }
            return false
        }) {
            let type = closing.request.key.type
            help =
                "break the cycle by asking for Lazy<\(type)> or Provider<\(type)> in \(closing.request.requester), "
                + "or for a Lazy or Provider on another edge of the loop"
        }
        return GraphProblem(
            message: "dependency cycle: " + last.joined(separator: " → "),
            at: firstRequest?.location,
            notes: notes,
            help: help
        )
    }
}
