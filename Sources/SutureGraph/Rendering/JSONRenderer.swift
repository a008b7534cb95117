import SutureSyntax

/// Writes the graph as JSON in the stable schema documented in `Documentation/GraphSchema.md`, with the version and
/// the keys of `GraphDocumentSchema`.
struct JSONRenderer {
    let picture: GraphPicture
    let diagnostics: [GraphDiagnostic]
    let moduleName: String
    /// How the locations' files are written.
    var paths = SourcePathStyle.asRead
    /// The configuration of the build drawn, when the sources tell several apart: `DEBUG && os(Linux)`.
    var configuration: String? = nil

    func render() -> String {
        var writer = JSONWriter()
        write(into: &writer)
        writer.endLine()
        return writer.text
    }

    /// Writes the document straight into `writer`, at its depth, for `render()` and for a renderer that embeds it (the
    /// HTML report). No tree of the whole document is built: at 60,000 bindings the tree held more memory than the
    /// text, and the text was only copied out of it.
    func write(into writer: inout JSONWriter) {
        let index = PictureIndex(picture)
        Self.object(
            &writer,
            [
                (.schemaVersion, { $0.value(.number(GraphDocumentSchema.version)) }),
                (.module, { $0.value(.string(moduleName)) }),
                (.configuration, { $0.value(.optional(configuration)) }),
                (
                    .components,
                    { writer in
                        writer.beginArray()
                        for component in picture.components {
                            writer.element()
                            self.component(component, index: index, into: &writer)
                        }
                        writer.endArray()
                    }
                ),
                (.diagnostics, { $0.value(.array(diagnostics.map(diagnostic))) }),
            ]
        )
    }

    /// Writes an object whose members `members` write, in the order of their keys' spelling.
    private static func object(
        _ writer: inout JSONWriter, _ members: [(key: GraphDocumentSchema.Key, write: (inout JSONWriter) -> Void)]
    ) {
        writer.beginObject()
        for member in members.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            writer.key(member.key.rawValue)
            member.write(&writer)
        }
        writer.endObject()
    }

    /// The picture's nodes and entry points grouped by component, and its edges and unbound requests by the node
    /// that asks, so that writing the document takes time linear in the picture, not components times nodes or nodes
    /// times edges.
    private struct PictureIndex {
        var nodes: [String: [GraphPicture.Node]] = [:]
        var entries: [String: [GraphPicture.Entry]] = [:]
        var edges: [String: [GraphPicture.Edge]] = [:]
        var unbound: [String: [DependencyRequest]] = [:]
        var moduleOfComponent: [String: String] = [:]

        init(_ picture: GraphPicture) {
            for node in picture.nodes { nodes[node.component, default: []].append(node) }
            for entry in picture.entries { entries[entry.component, default: []].append(entry) }
            for edge in picture.edges { edges[edge.from, default: []].append(edge) }
            for request in picture.missing + picture.defaulted {
                unbound[request.from, default: []].append(request.request)
            }
            for component in picture.components where moduleOfComponent[component.name] == nil {
                moduleOfComponent[component.name] = component.moduleName
            }
        }
    }

    private func component(_ component: GraphPicture.Component, index: PictureIndex, into writer: inout JSONWriter) {
        Self.object(
            &writer,
            [
                (.name, { $0.value(.string(component.name)) }),
                (.generatedName, { $0.value(.string(component.generatedName)) }),
                (.scope, { $0.value(.optional(component.scope)) }),
                (.parent, { $0.value(.optional(component.parent)) }),
                (
                    .entryPoints,
                    { writer in
                        writer.value(
                            .array(
                                (index.entries[component.name] ?? []).map { entry in
                                    object([
                                        .name: .string(entry.name),
                                        .type: .string(entry.type),
                                        .nodes: .array(entry.targets.map(JSONValue.string)),
                                        .subcomponent: .optional(entry.subcomponent),
                                    ])
                                }
                            ))
                    }
                ),
                (
                    .nodes,
                    { writer in
                        writer.beginArray()
                        for node in index.nodes[component.name] ?? [] {
                            writer.element()
                            writer.value(self.node(node, index: index))
                        }
                        writer.endArray()
                    }
                ),
            ]
        )
    }

    /// One node as a small tree, written and dropped before the next is built.
    private func node(_ node: GraphPicture.Node, index: PictureIndex) -> JSONValue {
        let binding = node.binding
        let kind: String
        switch binding.source {
        case .injectable: kind = "injectable"
        case .provider: kind = "provider"
        case .boundInstance: kind = "boundInstance"
        }
        let dependencies = index.edges[node.id] ?? []
        var grouped: [DependencyRequest: [String]] = [:]
        var order: [DependencyRequest] = []
        for edge in dependencies {
            if grouped[edge.request] == nil { order.append(edge.request) }
            grouped[edge.request, default: []].append(edge.to)
        }
        for unbound in index.unbound[node.id] ?? [] {
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
            .module: .string(module(of: binding, index: index)),
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
    private func module(of binding: Binding, index: PictureIndex) -> String {
        guard binding.moduleName.isEmpty, case .boundInstance(let componentName, _) = binding.source else {
            return binding.moduleName
        }
        return index.moduleOfComponent[componentName] ?? moduleName
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
