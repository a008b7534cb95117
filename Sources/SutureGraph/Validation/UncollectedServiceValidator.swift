/// Warns about a service the graph builds but never hands to `ServiceGraph`: a binding whose type is a
/// swift-service-lifecycle `Service` (a SutureServiceLifecycle `ManagedService` is one), in a component tree that
/// collects `[any Service]`, which nothing contributes to that collection. `ServiceGraph` starts only what the
/// collection holds, so such a service would never start, and every request that needs it would fail at run time.
///
/// Conformance is read from the scanned sources, so a service type of another module that is not scanned (Hummingbird's
/// `Application`, `PostgresClient`) is left alone; a `Service` or `ManagedService` protocol the sources declare
/// themselves is theirs, not swift-service-lifecycle's, and is not checked.
struct UncollectedServiceValidator: GraphValidator {
    var id: DiagnosticID { .uncollectedService }

    /// The service protocols, the most specific first: the message names the one the type is.
    static let serviceProtocols = ["ManagedService", "Service"]

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        let protocols = Self.serviceProtocols.filter {
            !model.declaredProtocols.contains($0) && !model.declaredTypes.contains($0)
        }
        guard !protocols.isEmpty else { return [] }
        // Per component tree (by its root): the first request for `[any Service]`, and what its contributions hold.
        var collections: [Int: (request: DependencyRequest, from: GraphNode?)] = [:]
        for request in graph.allRequests
        where request.edge.request.kind == .set && Self.isServiceElement(request.edge.request.key) {
            let root = model.rootComponent(of: request.component)
            if collections[root] == nil { collections[root] = (request.edge.request, request.from) }
        }
        guard !collections.isEmpty else { return [] }
        var collected: [Int: Set<Int>] = [:]
        for (node, edges) in graph.edges {
            let binding = model.bindings[node.binding]
            guard binding.contribution != nil, Self.isServiceElement(binding.keys[0]) else { continue }
            let root = model.rootComponent(of: node.component)
            for edge in edges {
                if case .resolved(let nodes) = edge.outcome {
                    collected[root, default: []].formUnion(nodes.map(\.binding))
                }
            }
        }
        var problems: [GraphProblem] = []
        var reported: Set<[Int]> = []
        for node in graph.edges.keys.sorted() {
            let root = model.rootComponent(of: node.component)
            guard let collection = collections[root], collected[root]?.contains(node.binding) != true,
                reported.insert([root, node.binding]).inserted
            else { continue }
            let binding = model.bindings[node.binding]
            guard binding.contribution == nil,
                let kind = protocols.first(where: { model.conformances.conforms(binding.valueType, to: $0) == true })
            else { continue }
            let type = binding.valueType
            let rootName = model.components[root].name
            let verb = kind == "ManagedService" ? "starts or shuts it down" : "runs it"
            problems.append(
                GraphProblem(
                    severity: .warning,
                    message: "\(binding.displayName) is a \(kind) that \(rootName) builds, but nothing contributes it "
                        + "to [any Service], so ServiceGraph never \(verb)",
                    at: binding.attributeLocation ?? binding.location,
                    notes: graph.trace(from: node)
                        + [
                            .init(
                                "[any Service] is requested by \(collection.request.requester)",
                                at: collection.request.location)
                        ]
                        + graph.trace(from: collection.from),
                    help: "contribute it from a module that \(rootName) lists: `@Provides(into: .set) static func "
                        + "\(Self.functionName(for: type))(_ service: \(type)) -> any Service { service }`"
                )
            )
        }
        return problems
    }

    /// `Service`, `any Service` or `ServiceLifecycle.Service`, unqualified: the collection `ServiceGraph` runs.
    private static func isServiceElement(_ key: BindingKey) -> Bool {
        key.qualifier == nil && ["Service", "ServiceLifecycle.Service"].contains(key.type)
    }

    /// `todoDatabase` for `TodoDatabase`, `jobQueue` for `Jobs.JobQueue`.
    private static func functionName(for type: String) -> String {
        let name = type.split(separator: ".").last.map(String.init) ?? type
        let base = name.prefix { $0 != "<" }
        guard let first = base.first else { return "service" }
        return first.lowercased() + base.dropFirst()
    }
}
