import SutureSyntax

/// Writes the graph as JSON in the stable schema documented in `Documentation/GraphSchema.md`, with the version and
/// the keys of `GraphDocumentSchema`.
struct JSONRenderer {
    let picture: GraphPicture
    let diagnostics: [GraphDiagnostic]
    let moduleName: String
    /// How the locations' files are written.
    var paths = SourcePathStyle.asRead

    func render() -> String {
        document().render() + "\n"
    }

    /// The document `render()` writes, for a renderer that embeds it (the HTML report).
    func document() -> JSONValue {
        let requests = RequestsByNode(picture)
        return object([
            .schemaVersion: .number(GraphDocumentSchema.version),
            .module: .string(moduleName),
            .components: .array(picture.components.map { component($0, requests: requests) }),
            .diagnostics: .array(diagnostics.map(diagnostic)),
        ])
    }

    /// The picture's edges and unbound requests grouped by the node that asks, so that writing every node takes time
    /// linear in the picture, not nodes times edges.
    private struct RequestsByNode {
        var edges: [String: [GraphPicture.Edge]] = [:]
        var unbound: [String: [DependencyRequest]] = [:]

        init(_ picture: GraphPicture) {
            for edge in picture.edges { edges[edge.from, default: []].append(edge) }
            for request in picture.missing + picture.defaulted {
                unbound[request.from, default: []].append(request.request)
            }
        }
    }

    private func component(_ component: GraphPicture.Component, requests: RequestsByNode) -> JSONValue {
        object([
            .name: .string(component.name),
            .generatedName: .string(component.generatedName),
            .scope: .optional(component.scope),
            .parent: .optional(component.parent),
            .entryPoints: .array(
                picture.entries.filter { $0.component == component.name }.map { entry in
                    object([
                        .name: .string(entry.name),
                        .type: .string(entry.type),
                        .nodes: .array(entry.targets.map(JSONValue.string)),
                        .subcomponent: .optional(entry.subcomponent),
                    ])
                }
            ),
            .nodes: .array(
                picture.nodes.filter { $0.component == component.name }.map { node($0, requests: requests) }),
        ])
    }

    private func node(_ node: GraphPicture.Node, requests: RequestsByNode) -> JSONValue {
        let binding = node.binding
        let kind: String
        switch binding.source {
        case .injectable: kind = "injectable"
        case .provider: kind = "provider"
        case .boundInstance: kind = "boundInstance"
        }
        let dependencies = requests.edges[node.id] ?? []
        var grouped: [DependencyRequest: [String]] = [:]
        var order: [DependencyRequest] = []
        for edge in dependencies {
            if grouped[edge.request] == nil { order.append(edge.request) }
            grouped[edge.request, default: []].append(edge.to)
        }
        for unbound in requests.unbound[node.id] ?? [] {
            if grouped[unbound] == nil { order.append(unbound) }
            grouped[unbound, default: []] += []
        }
        return object([
            .id: .string(node.id),
            .binding: .string(binding.displayName),
            .kind: .string(kind),
            .type: .string(binding.keys[0].type),
            .qualifier: .optional(binding.keys[0].qualifier),
            .keys: .array(binding.keys.map { .string($0.description) }),
            .scope: .string(String(binding.scope.description.dropFirst())),
            .location: .optional(binding.location.map(paths.place)),
            .module: .string(module(of: binding)),
            .dependencies: .array(
                order.map { request in
                    object([
                        .requester: .string(request.requester),
                        .type: .string(request.requestedType),
                        .key: .string(request.key.description),
                        .deferred: .bool(request.isDeferred),
                        .nodes: .array((grouped[request] ?? []).map(JSONValue.string)),
                        .defaulted: .bool(request.hasDefault && (grouped[request] ?? []).isEmpty),
                    ])
                }
            ),
        ])
    }

    /// The source module that declares the binding; a bound instance's is its component's.
    private func module(of binding: Binding) -> String {
        guard binding.moduleName.isEmpty, case .boundInstance(let componentName, _) = binding.source else {
            return binding.moduleName
        }
        return picture.components.first { $0.name == componentName }?.moduleName ?? moduleName
    }

    /// An object of the document, its members named by the schema's keys.
    private func object(_ members: [GraphDocumentSchema.Key: JSONValue]) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key.rawValue, $0.value) }))
    }

    private func diagnostic(_ diagnostic: GraphDiagnostic) -> JSONValue {
        object([
            .id: .string(diagnostic.id.rawValue),
            .severity: .string(diagnostic.severity.rawValue),
            .message: .string(diagnostic.message),
            .location: .optional(diagnostic.location.map(paths.place)),
            .notes: .array(
                diagnostic.notes.map { note in
                    object([.message: .string(note.message), .location: .optional(note.location.map(paths.place))])
                }
            ),
            .help: .string(diagnostic.help),
        ])
    }
}
