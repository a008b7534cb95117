/// One graph document indexed for comparison: its bindings by identity (a binding made in several components is one),
/// its edges by the identities at both ends, its entry points by component, and where each stands in the component
/// tree. The changes it describes name each binding as messages do (the node's `binding`), not by its identity.
struct GraphFacts {
    /// How a node is matched with the node of the other document that stands for the same binding.
    enum Matching {
        /// By its id without the component in front: two documents of one schema version spell ids alike.
        case byID
        /// By the facts every schema version writes, its own key and the name messages give it, for documents of two
        /// versions (version 1 built ids from that name, version 2 from the key). Nodes of one component alike in both
        /// are told apart by their order, as version 1 did.
        case byKeyAndName
    }

    /// A binding and the components that make it.
    struct BindingFacts {
        /// The binding, as its first node describes it.
        var binding: GraphChange.Binding
        /// The components that make it, in document order.
        var components: [String]
    }

    /// An edge and the components whose nodes make the request.
    struct EdgeFacts {
        /// The edge.
        var edge: GraphChange.Edge
        /// The components whose nodes ask, in document order.
        var components: [String]
    }

    /// The document.
    let document: GraphDocument
    /// Each component by name.
    private(set) var components: [String: GraphDocument.Component] = [:]
    /// Each binding by identity.
    private(set) var bindings: [String: BindingFacts] = [:]
    /// Each edge by its two ends.
    private(set) var edges: [EdgeKey: EdgeFacts] = [:]
    /// The name each binding's changes show, by identity.
    private var shownNames: [String: String] = [:]
    /// How many parents each component has above it.
    private(set) var depths: [String: Int] = [:]

    /// An edge's identity: who asks and which binding answers.
    struct EdgeKey: Hashable {
        var source: GraphChange.Source
        var target: String
    }

    init(_ document: GraphDocument, matching: Matching) {
        self.document = document
        for component in document.components where components[component.name] == nil {
            components[component.name] = component
        }
        for name in components.keys { depths[name] = depth(of: name) }
        // Each node's identity, by node id.
        var names: [String: String] = [:]
        var modules: [String: String?] = [:]
        var shownNameTaken: Set<String> = []
        for component in document.components {
            let identities: [String]
            switch matching {
            case .byID: identities = component.nodes.map { Self.identity(of: $0, in: component.name) }
            case .byKeyAndName:
                identities = GraphPicture.numberedInOrder(component.nodes.map { "\($0.keys[0])\n\($0.binding)" })
            }
            for (node, name) in zip(component.nodes, identities) {
                let shown = shownNames[name] ?? shownNameTaken.insertNumbered(node.binding)
                shownNames[name] = shown
                names[node.id] = name
                modules[node.id] = node.module
                if bindings[name] == nil {
                    let binding = GraphChange.Binding(
                        name: shown,
                        kind: node.kind,
                        keys: node.keys,
                        scope: node.scope,
                        module: node.module,
                        isFromAnotherModule: node.module.map { $0 != document.module } ?? false
                    )
                    bindings[name] = BindingFacts(binding: binding, components: [])
                }
                bindings[name]?.components.append(component.name)
            }
        }
        for component in document.components {
            for entry in component.entryPoints {
                for target in entry.nodes {
                    guard let targetName = names[target] else { continue }
                    record(
                        .entryPoint(component: component.name, name: entry.name),
                        sourceModule: document.module,
                        to: targetName,
                        targetModule: modules[target] ?? nil,
                        in: component.name
                    )
                }
            }
            for node in component.nodes {
                guard let sourceName = names[node.id] else { continue }
                for target in node.dependencies {
                    guard let targetName = names[target] else { continue }
                    record(
                        .binding(sourceName), sourceModule: node.module, to: targetName,
                        targetModule: modules[target] ?? nil, in: component.name)
                }
            }
        }
    }

    private mutating func record(
        _ source: GraphChange.Source, sourceModule: String?, to target: String, targetModule: String?,
        in component: String
    ) {
        let key = EdgeKey(source: source, target: target)
        if edges[key] == nil {
            var shownSource = source
            if case .binding(let identity) = source { shownSource = .binding(shownNames[identity] ?? identity) }
            let edge = GraphChange.Edge(
                source: shownSource, target: shownNames[target] ?? target, sourceModule: sourceModule,
                targetModule: targetModule)
            edges[key] = EdgeFacts(edge: edge, components: [])
        }
        if edges[key]?.components.contains(component) == false { edges[key]?.components.append(component) }
    }

    /// The node's identity when ids are compared: its id without the `Component/` in front (a binding made in several
    /// components is one), or the `binding` field of an id of another shape.
    static func identity(of node: GraphDocument.Node, in component: String) -> String {
        let prefix = component + "/"
        guard node.id.hasPrefix(prefix), node.id.count > prefix.count else { return node.binding }
        return String(node.id.dropFirst(prefix.count))
    }

    /// The component of `candidates` nearest the root (then first by name): where the diff lists a change.
    func home(among candidates: [String]) -> String? {
        candidates.min { lhs, rhs in
            (depths[lhs] ?? 0, lhs) < (depths[rhs] ?? 0, rhs)
        }
    }

    private func depth(of component: String) -> Int {
        var depth = 0
        var seen: Set<String> = [component]
        var current = components[component]?.parent
        while let step = current, seen.insert(step).inserted {
            depth += 1
            current = components[step]?.parent
        }
        return depth
    }
}
