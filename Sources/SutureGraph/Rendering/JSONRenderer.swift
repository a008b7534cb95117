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

    /// Writes the document, ending with a line break, to `output` as UTF-8, a block at a time.
    func render(to output: @escaping (UnsafeRawBufferPointer) -> Void) {
        var writer = JSONWriter(output: output)
        write(into: &writer)
        writer.endLine()
        writer.flush()
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
    /// Nodes and edges are kept by their positions in the picture, not copied: at 60,000 bindings the copies took tens
    /// of megabytes.
    private struct PictureIndex {
        var nodes: [String: [Int]] = [:]
        var entries: [String: [GraphPicture.Entry]] = [:]
        var edges: [String: [Int]] = [:]
        var unbound: [String: [DependencyRequest]] = [:]
        var moduleOfComponent: [String: String] = [:]

        init(_ picture: GraphPicture) {
            for (position, node) in picture.nodes.enumerated() { nodes[node.component, default: []].append(position) }
            for entry in picture.entries { entries[entry.component, default: []].append(entry) }
            for (position, edge) in picture.edges.enumerated() { edges[edge.from, default: []].append(position) }
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
                        // Each node is written on its own, so the nodes are written on every processor at once.
                        let positions = index.nodes[component.name] ?? []
                        writer.beginArray()
                        writer.entries(count: positions.count) { [self] item, writer in
                            writer.element()
                            write(picture.nodes[positions[item]], index: index, into: &writer)
                        }
                        writer.endArray()
                    }
                ),
            ]
        )
    }

    /// The members of a node, in the order of their keys' spelling.
    private static let nodeKeys: [GraphDocumentSchema.Key] = [
        .id, .binding, .kind, .type, .qualifier, .keys, .scope, .location, .module, .dependencies,
    ].sorted { $0.rawValue < $1.rawValue }

    /// The members of a node's dependency, in the order of their keys' spelling.
    private static let dependencyKeys: [GraphDocumentSchema.Key] = [
        .requester, .type, .key, .deferred, .nodes, .defaulted,
    ].sorted { $0.rawValue < $1.rawValue }

    /// Writes one node member by member, with no tree of it: at 60,000 bindings a tree per node cost more time
    /// than writing its text.
    private func write(_ node: GraphPicture.Node, index: PictureIndex, into writer: inout JSONWriter) {
        let binding = node.binding
        var groups = RequestGroups()
        for position in index.edges[node.id] ?? [] {
            let edge = picture.edges[position]
            groups.add(edge.request, answeredBy: edge.to)
        }
        for unbound in index.unbound[node.id] ?? [] { groups.add(unbound, answeredBy: nil) }
        writer.beginObject()
        for key in Self.nodeKeys {
            writer.key(key.rawValue)
            switch key {
            case .id: writer.string(node.id)
            case .binding: writer.string(binding.displayName)
            case .kind:
                switch binding.source {
                case .injectable: writer.string("injectable")
                case .provider: writer.string("provider")
                case .boundInstance: writer.string("boundInstance")
                }
            case .type: writer.string(binding.keys[0].type)
            case .qualifier: writer.optionalString(binding.keys[0].qualifier)
            case .keys: writer.strings(binding.keys.lazy.map(\.description))
            case .scope: writer.string(String(binding.scope.description.dropFirst()))
            case .location: writer.optionalString(binding.location.map(paths.place))
            case .module: writer.string(module(of: binding, index: index))
            case .dependencies:
                writer.beginArray()
                for (request, nodes) in groups.groups {
                    writer.element()
                    write(request, nodes: nodes, into: &writer)
                }
                writer.endArray()
            case .schemaVersion, .configuration, .components, .diagnostics, .name, .generatedName, .parent,
                .entryPoints, .nodes, .subcomponent, .requester, .key, .deferred, .defaulted, .severity, .message,
                .notes, .help:
                writer.value(.null)
            }
        }
        writer.endObject()
    }

    /// Writes one dependency of a node: the request and the nodes that answer it.
    private func write(_ request: DependencyRequest, nodes: [String], into writer: inout JSONWriter) {
        writer.beginObject()
        for key in Self.dependencyKeys {
            writer.key(key.rawValue)
            switch key {
            case .requester: writer.string(request.asker.pieces)
            case .type: writer.string(request.requestedType)
            case .key: writer.string(request.key.description)
            case .deferred: writer.bool(request.isDeferred)
            case .nodes: writer.strings(nodes)
            case .defaulted: writer.bool(request.hasDefault && nodes.isEmpty)
            case .schemaVersion, .module, .configuration, .components, .diagnostics, .name, .generatedName, .scope,
                .parent, .entryPoints, .subcomponent, .id, .binding, .kind, .qualifier, .keys, .location,
                .dependencies, .severity, .message, .notes, .help:
                writer.value(.null)
            }
        }
        writer.endObject()
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
