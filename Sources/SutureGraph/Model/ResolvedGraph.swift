/// A binding made in one component: transient bindings are made where they are asked for, scoped ones in the
/// component that keeps their scope.
package struct GraphNode: Hashable, Comparable, Sendable {
    /// The component that makes the value (and stores it, when it is scoped).
    package var component: Int
    /// The binding, by id.
    package var binding: Int

    /// Orders by component, then binding.
    package static func < (lhs: GraphNode, rhs: GraphNode) -> Bool {
        (lhs.component, lhs.binding) < (rhs.component, rhs.binding)
    }
}

/// How one request was answered.
package enum RequestOutcome: Hashable, Sendable {
    /// By these nodes: one for an instance, `Lazy` or `Provider`; any number for `[T]`, `[K: T]`; none for an
    /// unbound optional.
    case resolved([GraphNode])
    /// Nothing binds the key.
    case missing
    /// Several bindings answer the key (their ids).
    case ambiguous([Int])
    /// The binding lives shorter than the component that asks: `reason` says where it lives.
    case captive(binding: Int, reason: CaptiveReason)
    /// The binding takes runtime arguments, which only a factory entry point can pass.
    case needsArguments(binding: Int)
    /// The binding's scope cannot be kept here.
    case unsupportedScope(binding: Int, reason: UnsupportedScopeReason)
}

/// Why a binding lives shorter than the component that asks for it.
package enum CaptiveReason: Hashable, Sendable {
    /// Only a subcomponent below the asking one binds it (by index).
    case boundInDescendant(component: Int)
    /// Its custom scope is kept by another component (by index), which lives shorter.
    case scopeKeptBy(component: Int)
}

/// Why no component can keep a binding's scope.
package enum UnsupportedScopeReason: Hashable, Sendable {
    /// No component declares the binding's custom scope.
    case noComponentHasScope
    /// Generated components keep `.weak` only for `@Injectable` classes built synchronously.
    case weakNeedsSynchronousClass
}

/// A request and its answer.
package struct ResolvedEdge: Hashable, Sendable {
    /// What was asked.
    package var request: DependencyRequest
    /// How it was answered.
    package var outcome: RequestOutcome
}

/// What reached a node first, for tracing a problem back to an entry point. The request is kept by its position, not
/// copied (one reach a node: 60,000 requests at 60,000 bindings); `ResolvedGraph.request(_:)` reads it.
package struct Reach: Hashable, Sendable {
    /// The node whose request reached it, or `nil` when an entry point did.
    package var from: GraphNode?
    /// The position of the request that reached it: in the dependencies of `from`'s binding, or in the entry points of
    /// `entryComponent`.
    package var position: Int
    /// The component whose entry point made the request, when an entry point did.
    package var entryComponent: Int? = nil
}

/// The binding graph with every request answered, from every component's entry points.
package struct ResolvedGraph: Sendable {
    /// The model.
    package var graph: BindingGraph
    /// Every node reached, with its answered requests in the binding's order.
    package var edges: [GraphNode: [ResolvedEdge]]
    /// How each node was first reached.
    package var reaches: [GraphNode: Reach]
    /// Each component's entry points, answered, in declaration order.
    package var entryOutcomes: [Int: [RequestOutcome]]
    /// Every answered request in a stable order, collected once the graph is resolved.
    var answeredRequests = AnsweredRequests()
    /// Whether building each node throws or suspends, through everything it builds on the spot; worked out once the
    /// graph is resolved, for the validators and the generated code alike.
    var nodeEffects: [GraphNode: NodeEffects] = [:]
    /// The keys that several plain bindings answer in one component's view, found once the graph is resolved.
    var collisions: [BindingCollisions.Collision] = []

    /// The request that `reach` stands for. A reach has either a node or an entry point's component; one with neither
    /// (which the resolver never makes) stands for the first entry point of the first component.
    package func request(_ reach: Reach) -> DependencyRequest {
        if let node = reach.from { return graph.bindings[node.binding].dependencies[reach.position] }
        return graph.components[reach.entryComponent ?? 0].entries[reach.position].request
    }

    /// The nodes made in a component, in a stable order.
    package func nodes(in component: Int) -> [GraphNode] {
        edges.keys.filter { $0.component == component }.sorted()
    }
}
