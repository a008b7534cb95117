import SutureSyntax

/// The graph as the pictures draw it: components, their entry points and nodes, and the edges between them.
///
/// DOT, Mermaid, JSON and the HTML report all render this one view, so they always agree.
struct GraphPicture {
    /// A node: a binding made in a component. It points into the model's bindings rather than copying one (a
    /// binding is a few hundred bytes, 60,000 of them at 60,000 bindings).
    struct Node {
        var id: String
        var component: String
        /// The model's bindings, shared.
        private let bindings: [Binding]
        /// The node's binding, by id.
        private let bindingID: Int

        init(id: String, component: String, bindings: [Binding], bindingID: Int) {
            self.id = id
            self.component = component
            self.bindings = bindings
            self.bindingID = bindingID
        }

        var binding: Binding { bindings[bindingID] }
        /// What DOT and Mermaid write in the node's box, worked out only when they ask.
        var label: String { GraphPicture.label(binding) }
    }

    /// An edge: a request of `from` answered by `to`. It points into the resolved graph's list of `from`'s requests
    /// rather than copying the request (108,000 edges at 60,000 bindings).
    struct Edge {
        var from: String
        var to: String
        /// The answered requests of the node `from`, shared.
        private let requests: [ResolvedEdge]
        /// The position of this edge's request in `requests`.
        private let position: Int

        init(from: String, to: String, requests: [ResolvedEdge], position: Int) {
            self.from = from
            self.to = to
            self.requests = requests
            self.position = position
        }

        var request: DependencyRequest { requests[position].request }
    }

    struct Entry {
        var id: String
        var component: String
        var name: String
        var type: String
        var targets: [String]
        var subcomponent: String?
    }

    struct Component {
        var name: String
        var generatedName: String
        var scope: String?
        var parent: String?
        /// The source module that declares the component's protocol.
        var moduleName: String
    }

    var components: [Component] = []
    var nodes: [Node] = []
    var edges: [Edge] = []
    var entries: [Entry] = []
    var missing: [(from: String, request: DependencyRequest)] = []
    /// Parameters that nothing binds and that keep their default value.
    var defaulted: [(from: String, request: DependencyRequest)] = []

    /// The picture of every component, or of one component and the subcomponents below it.
    init(_ resolved: ResolvedGraph, component only: String?) {
        let model = resolved.graph
        let included = model.components.indices.filter { index in
            guard let only else { return true }
            var current: Int? = index
            var seen: Set<Int> = []
            while let step = current, seen.insert(step).inserted {
                if model.components[step].name == only { return true }
                current = model.components[step].parent
            }
            return false
        }
        let includedSet = Set(included)
        // Sorted once, with each node's requests, so no step below looks a node's requests up again.
        let shown = resolved.edges.sorted { $0.key < $1.key }.filter { includedSet.contains($0.key.component) }
        let shownNodes = shown.map(\.key)
        let shownIDs = Self.nodeIDs(shownNodes, componentNames: model.components.map(\.name), bindings: model.bindings)
        // A node's id, found by bisecting the sorted nodes rather than hashing each edge's target.
        func id(of node: GraphNode) -> String? {
            var low = 0
            var high = shownNodes.count
            while low < high {
                let middle = (low + high) / 2
                if shownNodes[middle] < node { low = middle + 1 } else { high = middle }
            }
            return low < shownNodes.count && shownNodes[low] == node ? shownIDs[low] : nil
        }
        nodes.reserveCapacity(shown.count)
        for (node, id) in zip(shownNodes, shownIDs) {
            nodes.append(
                Node(
                    id: id, component: model.components[node.component].name, bindings: model.bindings,
                    bindingID: node.binding)
            )
        }
        for index in included {
            let component = model.components[index]
            components.append(
                Component(
                    name: component.name,
                    generatedName: component.generatedName,
                    scope: component.scope.map(\.description),
                    parent: component.parent.map { model.components[$0].name },
                    moduleName: component.moduleName
                )
            )
            for (entry, outcome) in zip(component.entries, resolved.entryOutcomes[index] ?? []) {
                var targets: [String] = []
                if case .resolved(let nodes) = outcome { targets = nodes.compactMap(id(of:)) }
                let id = "\(component.name).\(entry.declaration.name)"
                entries.append(
                    Entry(
                        id: id,
                        component: component.name,
                        name: entry.declaration.name,
                        type: entry.request.requestedType,
                        targets: targets,
                        subcomponent: entry.subcomponent.map { model.components[$0].name }
                    )
                )
                if case .missing = outcome { missing.append((id, entry.request)) }
            }
        }
        for ((_, requests), from) in zip(shown, shownIDs) {
            // Read in place: copying each request would retain every string in it.
            for position in requests.indices {
                switch requests[position].outcome {
                case .resolved(let targets):
                    if targets.isEmpty, requests[position].request.hasDefault {
                        defaulted.append((from, requests[position].request))
                    }
                    for target in targets {
                        if let to = id(of: target) {
                            edges.append(Edge(from: from, to: to, requests: requests, position: position))
                        }
                    }
                case .missing:
                    missing.append((from, requests[position].request))
                case .ambiguous, .captive, .needsArguments, .unsupportedScope:
                    continue
                }
            }
        }
    }

    /// The ids of `nodes` (each a component and a binding it makes, pointing into `componentNames` and `bindings`, so
    /// no binding is copied), in order: `Bakery/Oven`,
    /// `Bakery/Starter@"rye"`, built from the binding's key, never from the words messages use for it, so that
    /// rewording a message never changes an id `suture graph --diff` matches on.
    ///
    /// Where bindings of one component share a key, each id adds the binding's declaration, qualified by its source
    /// module: `Patisserie/Glaze (Desserts.PatisserieModule.lemonGlaze())`. A multibinding contribution always adds it,
    /// since its key is shared by design, so a second contribution never renames the first. Only two declarations
    /// alike in every way (which validation reports) are told apart by a number, `#2`, in the order given.
    ///
    /// An id without the declaration is unique by construction (its key is not shared in its component), so only
    /// the ids that add the declaration are numbered; each key id is hashed once.
    static func nodeIDs(_ nodes: [GraphNode], componentNames: [String], bindings: [Binding]) -> [String] {
        var ids: [String] = []
        ids.reserveCapacity(nodes.count)
        // The last node seen with each key id (contributions aside), and whether a node's key id is shared.
        var lastHolder: [String: Int] = [:]
        lastHolder.reserveCapacity(nodes.count)
        var isShared = [Bool](repeating: false, count: nodes.count)
        for (position, node) in nodes.enumerated() {
            let key = bindings[node.binding].keys[0]
            var id = joined(componentNames[node.component], key.type)
            if let qualifier = key.qualifier {
                id += "@"
                id += StringLiteral.quoted(qualifier)
            }
            if bindings[node.binding].contribution == nil, let previous = lastHolder.updateValue(position, forKey: id) {
                isShared[previous] = true
                isShared[position] = true
            }
            ids.append(id)
        }
        var declared: [Int] = []
        for (position, node) in nodes.enumerated()
        where isShared[position] || bindings[node.binding].contribution != nil {
            ids[position] += " ("
            appendDeclarationID(bindings[node.binding], to: &ids[position])
            ids[position] += ")"
            declared.append(position)
        }
        var used: Set<String> = []
        var numbered: [(position: Int, id: String)] = []
        for position in declared {
            let id = used.insertNumbered(ids[position])
            // A type's spelling never ends in ` (…)`, so no plain id should be taken; should one be, number every
            // id in order, the plain ones too.
            if let holder = lastHolder[id], !isShared[holder] {
                return numberedInOrder(ids)
            }
            if id != ids[position] { numbered.append((position, id)) }
        }
        for (position, id) in numbered { ids[position] = id }
        return ids
    }

    /// Each of `names`, or `name#2`, `name#3`… when an earlier one is the same: how ids and the diff's identities tell
    /// apart what would otherwise read alike, in the order given.
    static func numberedInOrder(_ names: [String]) -> [String] {
        var taken: Set<String> = []
        taken.reserveCapacity(names.count)
        return names.map { taken.insertNumbered($0) }
    }

    /// `component/type`, the start of an id, in one string reserved at its size. A key is spelled in an id as its type,
    /// then `@` and the qualifier as a Swift string literal (so it stays on one line, and no type's spelling, which never
    /// holds a `"`, can be taken for it): `Oven`, `Starter@"rye"`.
    static func joined(_ component: String, _ type: String) -> String {
        var id = component
        id.reserveCapacity(component.utf8.count + 1 + type.utf8.count)
        id += "/"
        id += type
        return id
    }

    /// Appends the declaration that makes the binding, qualified by its source module: `Kitchen.StoneOven`,
    /// `Kitchen.BakeryModule.ryeStarter()`, `Bakery.config` for a component's bound instance.
    static func appendDeclarationID(_ binding: Binding, to id: inout String) {
        if !binding.moduleName.isEmpty {
            id += binding.moduleName
            id += "."
        }
        switch binding.source {
        case .injectable(let typeName, _):
            id += typeName
        case .provider(let moduleName, _):
            id += moduleName
            id += "."
            id += binding.signature
        case .boundInstance(let componentName, let parameterName):
            id += componentName
            id += "."
            id += parameterName
        }
    }

    /// What a parameter that keeps its default value asks for, as written: `default: String?`.
    static func defaultLabel(_ request: DependencyRequest) -> String {
        "default: " + BindingKey(type: request.requestedType, qualifier: request.key.qualifier).description
    }

    /// `StoneOven` or `Starter named "rye"`, with the scope when it is not transient.
    static func label(_ binding: Binding) -> String {
        let label = name(binding)
        switch binding.scope {
        case .transient: return label
        case .singleton, .weak, .graph, .custom: return "\(label) \(binding.scope)"
        }
    }

    /// The label without its scope: `StoneOven`, `Starter named "rye" (BakeryModule.ryeStarter())`.
    static func name(_ binding: Binding) -> String {
        let key = binding.keys[0]
        var label = binding.displayName
        if case .injectable = binding.source, key.qualifier == nil {
            label = key.type
        } else if case .provider = binding.source {
            label = "\(key) (\(binding.displayName))"
        } else if case .boundInstance(_, let parameterName) = binding.source {
            label = "\(key) (given as '\(parameterName)')"
        }
        return label
    }
}
