/// The order in which generated code lists a set multibinding's elements: each after the elements it depends on.
///
/// An element depends on another when building it reaches, through requests that build on the spot (not `Lazy`,
/// `Provider` or factories), the other element's provider, or the one dependency that provider passes on:
/// `@Provides(into: .set) static func cache(_ cache: Cache) -> any Service { cache }` stands for `Cache`. So a
/// `[any Service]` lists a service after the services it uses, which is the order to start them in (and the
/// reverse, to stop them). Elements that do not depend on each other keep the order they were declared in; so do
/// elements that depend on each other both ways.
struct ElementOrder {
    /// Every answered request, by the node that made it.
    let edges: [GraphNode: [ResolvedEdge]]

    /// `elements` with each after those it depends on, otherwise in the order given.
    func ordered(_ elements: [GraphNode]) -> [GraphNode] {
        guard elements.count > 1 else { return elements }
        // What each element stands for: its own node, and the single dependency it passes on, if it has one.
        let standsFor: [[GraphNode]] = elements.map { element in
            let passed = eagerTargets(of: element)
            return passed.count == 1 ? [element] + passed : [element]
        }
        var elementsStandingFor: [GraphNode: [Int]] = [:]
        for (index, nodes) in standsFor.enumerated() {
            for node in nodes { elementsStandingFor[node, default: []].append(index) }
        }
        let dependencies: [Set<Int>] = elements.indices.map { index in
            var found: Set<Int> = []
            for node in reachable(from: elements[index]) {
                for other in elementsStandingFor[node] ?? [] where other != index { found.insert(other) }
            }
            return found
        }
        var placed = [Bool](repeating: false, count: elements.count)
        var order: [GraphNode] = []
        order.reserveCapacity(elements.count)
        while order.count < elements.count {
            let ready = elements.indices.first { index in
                !placed[index] && dependencies[index].allSatisfy { placed[$0] }
            }
            // Elements that depend on each other both ways: the first one declared goes next.
            guard let next = ready ?? elements.indices.first(where: { !placed[$0] }) else { break }
            placed[next] = true
            order.append(elements[next])
        }
        return order
    }

    /// The nodes a node's requests reach when it is built, however deep, without the node itself unless a path
    /// leads back to it. A loop over a stack, so a deep graph cannot exhaust the thread's stack.
    private func reachable(from start: GraphNode) -> Set<GraphNode> {
        var reached: Set<GraphNode> = []
        var pending = eagerTargets(of: start)
        while let node = pending.popLast() {
            guard reached.insert(node).inserted else { continue }
            pending += eagerTargets(of: node)
        }
        return reached
    }

    /// The nodes a node's requests that build on the spot point at.
    private func eagerTargets(of node: GraphNode) -> [GraphNode] {
        (edges[node] ?? []).filter { !$0.request.kind.isDeferred }.flatMap(WiringPlan.targets)
    }
}
