import SutureSyntax

/// What one generated component class holds, decided before its text is written: the nodes it makes, the slots
/// that keep its scoped values, the `.graph` instances of a call, and what its initializer builds.
struct ComponentPlan {
    /// How many singleton slots a component declares directly before it groups them in storage classes.
    static let slotsPerStorage = 40

    /// The component, by index in the model.
    let index: Int
    /// The component's model.
    let component: ComponentModel
    /// The nodes it makes, in a stable order.
    let nodes: [GraphNode]
    /// The nodes it keeps in slots, in the same order.
    let scopedNodes: [GraphNode]
    /// Each scoped node's position among `scopedNodes`.
    let slotIndices: [GraphNode: Int]
    /// The scoped nodes whose instances lie in words of their class (`ComponentInstanceSlot`), each with its
    /// position among its class's words: those built synchronously and kept while the component lives, not `.weak`.
    let wordIndices: [GraphNode: Int]
    /// The `.graph` bindings it makes, one of each per call of an entry point.
    let graphScopedNodes: [GraphNode]
    /// The nodes its initializer builds in its second phase and keeps in slots (`eager: true`, not stored).
    let eagerNodes: [GraphNode]
    /// The eager singletons it keeps in stored `let` properties that witness their entry points.
    let storedEager: StoredEagerNodes
    /// The parameters its initializer takes for its bound instances, with their binding ids: the `init`
    /// requirement's, or for a subcomponent the parent entry point's.
    let boundInstanceParameters: [(parameter: Parameter, binding: Int)]

    /// Plans component `index` of the model.
    init(index: Int, wiring: WiringPlan) {
        let model = wiring.model
        self.index = index
        component = model.components[index]
        nodes = wiring.resolved.nodes(in: index)
        let declared: [Parameter]
        if let parent = component.parent,
            let entry = model.components[parent].entries.first(where: { $0.subcomponent == index })
        {
            declared = entry.declaration.parameters
        } else {
            declared = component.declaration.boundInstances
        }
        boundInstanceParameters = zip(declared, component.boundInstances).map { ($0, $1) }
        let eager = nodes.filter(wiring.isEagerlyBuilt)
        storedEager = StoredEagerNodes(
            index: index, eagerNodes: eager, boundInstanceParameters: boundInstanceParameters, wiring: wiring)
        let storedNodes = storedEager.nodes
        eagerNodes = eager.filter { !storedNodes.contains($0) }
        scopedNodes = nodes.filter { wiring.isScoped($0) && !storedNodes.contains($0) }
        slotIndices = Dictionary(uniqueKeysWithValues: scopedNodes.enumerated().map { ($1, $0) })
        var wordIndices: [GraphNode: Int] = [:]
        for slots in Self.chunks(of: scopedNodes) {
            let kept = slots.filter { model.bindings[$0.binding].scope != .weak && !wiring.isBuiltAsynchronously($0) }
            for (position, node) in kept.enumerated() { wordIndices[node] = position }
        }
        self.wordIndices = wordIndices
        graphScopedNodes = nodes.filter { model.bindings[$0.binding].scope == .graph }
    }

    /// Whether the slots are grouped in storage classes, so that no class declares too many stored properties.
    var isGrouped: Bool { scopedNodes.count > Self.slotsPerStorage }

    /// The storage classes' slots, in order, when the slots are grouped.
    var storageChunks: [ArraySlice<GraphNode>] { Self.chunks(of: scopedNodes) }

    /// How many words a class keeps for `slots`, its own scoped nodes.
    func wordCount(of slots: ArraySlice<GraphNode>) -> Int {
        slots.count { wordIndices[$0] != nil }
    }

    /// The slots of each class that keeps them: the component's, or each storage class's when there are many.
    private static func chunks(of scopedNodes: [GraphNode]) -> [ArraySlice<GraphNode>] {
        guard scopedNodes.count > slotsPerStorage else { return [scopedNodes[...]] }
        return stride(from: 0, to: scopedNodes.count, by: slotsPerStorage).map {
            scopedNodes[$0..<min($0 + slotsPerStorage, scopedNodes.count)]
        }
    }
}
