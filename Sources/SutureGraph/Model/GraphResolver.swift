import SutureSyntax

/// Answers every request of every component, starting at the entry points, the way the generated code will.
struct GraphResolver {
    private let graph: BindingGraph
    private var localBindings: [[BindingKey: [Int]]] = []
    private var localContributions: [[BindingKey: [Int]]] = []
    private var injectables: [BindingKey: [Int]] = [:]
    private var owners: [Int: Int] = [:]
    private let homes = TransientHomes()

    init(graph: BindingGraph) {
        self.graph = graph
        for binding in graph.injectableBindings {
            for key in graph.bindings[binding].keys { injectables[key, default: []].append(binding) }
        }
        for (index, component) in graph.components.enumerated() {
            var bindings: [BindingKey: [Int]] = [:]
            var contributions: [BindingKey: [Int]] = [:]
            for id in component.moduleBindings + component.boundInstances {
                let answersKeys = graph.bindings[id].contribution == nil
                for key in graph.bindings[id].keys {
                    if answersKeys {
                        bindings[key, default: []].append(id)
                    } else {
                        contributions[key, default: []].append(id)
                    }
                }
            }
            for id in component.boundInstances { owners[id] = index }
            localBindings.append(bindings)
            localContributions.append(contributions)
        }
    }

    /// Answers every entry point of every component, and every request of every node reached.
    func resolve() -> ResolvedGraph {
        // The keys several bindings answer depend on the model alone: found on another processor meanwhile.
        let collisions = BackgroundValue { [graph] in BindingCollisions.all(in: graph) }
        var resolved = ResolvedGraph(graph: graph, edges: [:], reaches: [:], entryOutcomes: [:])
        // About one node a binding: room made once, where growing held the old and the new table at once (24 MB at the
        // peak of the analysis at 60,000 bindings) and hashed every node again at each step.
        resolved.edges.reserveCapacity(graph.bindings.count)
        resolved.reaches.reserveCapacity(graph.bindings.count)
        var pending: [GraphNode] = []
        for (index, component) in graph.components.enumerated() {
            var outcomes: [RequestOutcome] = []
            for (position, entry) in component.entries.enumerated() {
                if entry.subcomponent != nil {
                    outcomes.append(.resolved([]))
                    continue
                }
                let allowsArguments = entry.declaration.kind == .function && !entry.declaration.parameters.isEmpty
                let outcome = answer(entry.request, in: index, allowsArguments: allowsArguments)
                outcomes.append(outcome)
                discover(
                    outcome, reach: Reach(from: nil, position: position, entryComponent: index), into: &resolved,
                    pending: &pending)
            }
            resolved.entryOutcomes[index] = outcomes
        }
        while let node = pending.popLast() {
            var edges: [ResolvedEdge] = []
            // The binding is read in place, not copied (its strings and arrays retained and released per node).
            for (position, request) in graph.bindings[node.binding].dependencies.enumerated() {
                let outcome = answer(request, in: node.component, allowsArguments: false)
                edges.append(ResolvedEdge(request: request, outcome: outcome))
                discover(outcome, reach: Reach(from: node, position: position), into: &resolved, pending: &pending)
            }
            resolved.edges[node] = edges
        }
        resolved.answeredRequests = resolved.collectRequests()
        resolved.nodeEffects = NodeEffects.compute(resolved)
        resolved.collisions = collisions.result()
        return resolved
    }

    private func discover(
        _ outcome: RequestOutcome,
        reach: Reach,
        into resolved: inout ResolvedGraph,
        pending: inout [GraphNode]
    ) {
        guard case .resolved(let nodes) = outcome else { return }
        for node in nodes where resolved.reaches[node] == nil {
            resolved.reaches[node] = reach
            resolved.edges[node] = []
            pending.append(node)
        }
    }

    /// The components from `component` up to its root.
    func chain(_ component: Int) -> [Int] {
        graph.componentChain(from: component)
    }

    /// Answers one request made in `component`.
    func answer(_ request: DependencyRequest, in component: Int, allowsArguments: Bool) -> RequestOutcome {
        let chain = chain(component)
        switch request.kind {
        case .set, .map:
            var nodes: [GraphNode] = []
            for id in Set(chain.flatMap { localContributions[$0][request.key] ?? [] }).sorted() {
                switch (graph.bindings[id].contribution, request.kind) {
                case (.set?, .set), (.elements?, .set), (.map?, .map): break
                default: continue
                }
                switch owner(of: id, requestedIn: component, chain: chain) {
                case .success(let owner): nodes.append(GraphNode(component: owner, binding: id))
                case .failure(let problem): return problem.outcome(binding: id)
                }
            }
            return .resolved(nodes)
        case .instance, .optional, .lazy, .provider, .providerOfLazy, .factory:
            var candidates = self.candidates(for: request.key, chain: chain)
            if candidates.isEmpty, case .optional = request.kind {
                // `T?` asked for, and a binding of the optional type itself (a bound instance `String?`, a
                // provider returning `Logger?`) answers it as it is.
                let optionalType = TypeExpression(parsing: request.key.type).suffixable + "?"
                candidates = self.candidates(
                    for: BindingKey(type: optionalType, qualifier: request.key.qualifier), chain: chain)
            }
            guard let id = candidates.first else {
                if case .optional = request.kind { return .resolved([]) }
                if let deeper = bindingInDescendant(of: component, key: request.key) {
                    return .captive(binding: deeper.binding, reason: .boundInDescendant(component: deeper.component))
                }
                // A parameter with a default value keeps it when nothing binds the key.
                if request.hasDefault { return .resolved([]) }
                return .missing
            }
            guard candidates.count == 1 else { return .ambiguous(candidates) }
            // A factory passes the arguments itself; ArgumentMismatch checks that they line up.
            if case .factory = request.kind {
            } else if !graph.bindings[id].arguments.isEmpty && !allowsArguments {
                return .needsArguments(binding: id)
            }
            switch owner(of: id, requestedIn: component, chain: chain) {
            case .success(let owner): return .resolved([GraphNode(component: owner, binding: id)])
            case .failure(let problem): return problem.outcome(binding: id)
            }
        }
    }

    /// The bindings that answer `key` from the components of `chain` and the `@Injectable` types, by id.
    private func candidates(for key: BindingKey, chain: [Int]) -> [Int] {
        var found: [Int] = []
        for component in chain {
            if let ids = localBindings[component][key] { found += ids }
        }
        if let ids = injectables[key] { found += ids }
        // One binding, the common answer: nothing to sort or make unique.
        return found.count < 2 ? found : Set(found).sorted()
    }

    private enum OwnerProblem: Error {
        case captive(CaptiveReason)
        case unsupported(UnsupportedScopeReason)

        func outcome(binding: Int) -> RequestOutcome {
            switch self {
            case .captive(let reason): .captive(binding: binding, reason: reason)
            case .unsupported(let reason): .unsupportedScope(binding: binding, reason: reason)
            }
        }
    }

    /// The component that makes (and keeps) the value of the binding `id` when `component` asks for it.
    private func owner(of id: Int, requestedIn component: Int, chain: [Int]) -> Result<Int, OwnerProblem> {
        if let owner = owners[id] { return .success(owner) }
        let result: Int?
        switch graph.bindings[id].scope {
        case .transient:
            return .success(home(of: id, requestedIn: component))
        case .singleton:
            result = chain.last
        case .custom(let name):
            result = chain.first { graph.components[$0].scope == .custom(name) }
            if result == nil {
                if let home = graph.components.firstIndex(where: { $0.scope == .custom(name) }) {
                    return .failure(.captive(.scopeKeptBy(component: home)))
                }
                return .failure(.unsupported(.noComponentHasScope))
            }
        case .weak:
            // Shared while someone holds it, across the whole component tree, like a singleton.
            guard case .injectable(_, let kind) = graph.bindings[id].source, kind == .class || kind == .actor,
                !graph.bindings[id].isAsync
            else {
                return .failure(.unsupported(.weakNeedsSynchronousClass))
            }
            result = chain.last
        case .graph:
            // One per call of an entry point, made where it is asked for (never hoisted: a parent's call is
            // another request).
            return .success(component)
        }
        guard let result else { return .success(component) }
        return .success(result)
    }

    /// The highest component, from `component` up, where a transient binding is made the same way: a child
    /// component calls its parent's function instead of repeating it, unless the binding needs something
    /// only the child has (its bound instances, its modules, its scoped values).
    private func home(of binding: Int, requestedIn component: Int) -> Int {
        let key = GraphNode(component: component, binding: binding)
        if let known = homes.known[key] { return known }
        // A parent isolated to another actor cannot be called synchronously, so the child makes its own.
        guard let parent = graph.components[component].parent,
            graph.components[parent].declaration.isolation.globalActor
                == graph.components[component].declaration.isolation.globalActor,
            homes.inProgress.insert(key).inserted
        else {
            return component
        }
        defer { homes.inProgress.remove(key) }
        let sameInParent = graph.bindings[binding].dependencies.allSatisfy { request in
            answer(request, in: component, allowsArguments: false)
                == answer(request, in: parent, allowsArguments: false)
        }
        let result = sameInParent ? home(of: binding, requestedIn: parent) : component
        homes.known[key] = result
        return result
    }

    /// A binding for `key` that only a subcomponent below `component` can see.
    private func bindingInDescendant(of component: Int, key: BindingKey) -> GraphNode? {
        for (index, _) in graph.components.enumerated() where index != component {
            guard chain(index).contains(component), let id = localBindings[index][key]?.first else { continue }
            return GraphNode(component: index, binding: id)
        }
        return nil
    }
}

/// Where each transient binding is made when a component asks for it, remembered across requests.
private final class TransientHomes {
    var known: [GraphNode: Int] = [:]
    var inProgress: Set<GraphNode> = []
}
