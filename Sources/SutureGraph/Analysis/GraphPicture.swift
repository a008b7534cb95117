/// The graph as the pictures draw it: components, their entry points and nodes, and the edges between them.
///
/// DOT, Mermaid, JSON and the HTML report all render this one view, so they always agree.
struct GraphPicture {
    struct Node {
        var id: String
        var label: String
        var component: String
        var binding: Binding
    }

    struct Edge {
        var from: String
        var to: String
        var request: DependencyRequest
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
        var ids: [GraphNode: String] = [:]
        var used: Set<String> = []
        for node in resolved.edges.keys.sorted() where includedSet.contains(node.component) {
            let binding = model.bindings[node.binding]
            let component = model.components[node.component].name
            var id = "\(component)/\(binding.displayName)"
            var suffix = 2
            while used.contains(id) {
                id = "\(component)/\(binding.displayName)#\(suffix)"
                suffix += 1
            }
            used.insert(id)
            ids[node] = id
            nodes.append(Node(id: id, label: Self.label(binding), component: component, binding: binding))
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
                if case .resolved(let nodes) = outcome { targets = nodes.compactMap { ids[$0] } }
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
        for node in resolved.edges.keys.sorted() {
            guard let from = ids[node] else { continue }
            for edge in resolved.edges[node] ?? [] {
                switch edge.outcome {
                case .resolved(let targets):
                    if targets.isEmpty, edge.request.hasDefault { defaulted.append((from, edge.request)) }
                    for target in targets {
                        if let to = ids[target] { edges.append(Edge(from: from, to: to, request: edge.request)) }
                    }
                case .missing:
                    missing.append((from, edge.request))
                case .ambiguous, .captive, .needsArguments, .unsupportedScope:
                    continue
                }
            }
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
