extension GraphDocument {
    /// Reads the JSON `suture graph --format json` wrote; `file` names it in messages.
    ///
    /// Fields the diff does not use are ignored, as the schema asks of readers; a field it uses that is missing or of
    /// the wrong type, or a dependency on a node the document does not have, is an error that names the field.
    package init(json: String, file: String) throws(GraphDocumentError) {
        guard json.contains(where: { !$0.isWhitespace }) else { throw .empty(file: file) }
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw .notJSON(file: file, error)
        }
        let reader = DocumentReader(file: file)
        let top = try reader.object(root, at: "")
        let version = try reader.member(top, .schemaVersion, at: "")
        guard case .number(let number) = version, GraphDocumentSchema.readableVersions.contains(number) else {
            switch version {
            case .number(let number): throw .unsupportedVersion(file: file, String(number))
            case .decimal(let text): throw .unsupportedVersion(file: file, text)
            default:
                throw .notAGraph(
                    file: file,
                    reader.wrongType(version, at: GraphDocumentSchema.Key.schemaVersion.rawValue, expected: "a number"))
            }
        }
        schemaVersion = number
        self.file = file
        module = try reader.string(top, .module, at: "")
        configuration = try reader.optionalString(top, .configuration, at: "")
        components = try reader.array(top, .components, at: "").enumerated().map {
            (index, value) throws(GraphDocumentError) in
            try reader.component(value, at: "components[\(index)]")
        }
        try reader.checkReferences(in: self)
    }
}

/// Reads the fields of a graph document, naming the field that is wrong: `components[0].nodes[3].scope`.
private struct DocumentReader {
    var file: String

    func component(_ value: JSONValue, at path: String) throws(GraphDocumentError) -> GraphDocument.Component {
        let object = try self.object(value, at: path)
        return GraphDocument.Component(
            name: try string(object, .name, at: path),
            scope: try optionalString(object, .scope, at: path),
            parent: try optionalString(object, .parent, at: path),
            entryPoints: try array(object, .entryPoints, at: path).enumerated().map {
                (index, value) throws(GraphDocumentError) in
                let entryPath = "\(path).entryPoints[\(index)]"
                let entry = try self.object(value, at: entryPath)
                return GraphDocument.EntryPoint(
                    name: try string(entry, .name, at: entryPath),
                    type: try string(entry, .type, at: entryPath),
                    nodes: try strings(entry, .nodes, at: entryPath)
                )
            },
            nodes: try array(object, .nodes, at: path).enumerated().map { (index, value) throws(GraphDocumentError) in
                try node(value, at: "\(path).nodes[\(index)]")
            }
        )
    }

    private func node(_ value: JSONValue, at path: String) throws(GraphDocumentError) -> GraphDocument.Node {
        let object = try self.object(value, at: path)
        let keys = try strings(object, .keys, at: path)
        guard !keys.isEmpty else {
            throw .notAGraph(file: file, "\(path).keys is empty; a binding answers one key at least")
        }
        var dependencies: [String] = []
        for (index, dependency) in try array(object, .dependencies, at: path).enumerated() {
            let dependencyPath = "\(path).dependencies[\(index)]"
            dependencies += try strings(try self.object(dependency, at: dependencyPath), .nodes, at: dependencyPath)
        }
        return GraphDocument.Node(
            id: try string(object, .id, at: path),
            binding: try string(object, .binding, at: path),
            kind: try string(object, .kind, at: path),
            keys: keys,
            scope: try string(object, .scope, at: path),
            module: try optionalString(object, .module, at: path),
            dependencies: dependencies
        )
    }

    /// Every node id is unique, and every id an entry point or a dependency names is a node's.
    func checkReferences(in document: GraphDocument) throws(GraphDocumentError) {
        var places: [String: String] = [:]
        for (componentIndex, component) in document.components.enumerated() {
            for (nodeIndex, node) in component.nodes.enumerated() {
                let path = "components[\(componentIndex)].nodes[\(nodeIndex)]"
                if let earlier = places[node.id] {
                    throw .notAGraph(file: file, "\(path).id \"\(node.id)\" is also the id of \(earlier)")
                }
                places[node.id] = path
            }
        }
        for (componentIndex, component) in document.components.enumerated() {
            for (entryIndex, entry) in component.entryPoints.enumerated() {
                for id in entry.nodes where places[id] == nil {
                    throw .notAGraph(
                        file: file,
                        "components[\(componentIndex)].entryPoints[\(entryIndex)].nodes names \"\(id)\", which no node has"
                    )
                }
            }
            for (nodeIndex, node) in component.nodes.enumerated() {
                for id in node.dependencies where places[id] == nil {
                    throw .notAGraph(
                        file: file,
                        "components[\(componentIndex)].nodes[\(nodeIndex)].dependencies name \"\(id)\", which no node has"
                    )
                }
            }
        }
    }

    func object(_ value: JSONValue, at path: String) throws(GraphDocumentError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw .notAGraph(file: file, wrongType(value, at: path, expected: "an object"))
        }
        return members
    }

    func member(_ object: [String: JSONValue], _ key: GraphDocumentSchema.Key, at path: String)
        throws(GraphDocumentError) -> JSONValue
    {
        let name = key.rawValue
        guard let value = object[name] else {
            throw .notAGraph(file: file, "\(path.isEmpty ? "the document" : path) has no \"\(name)\"")
        }
        return value
    }

    func string(_ object: [String: JSONValue], _ key: GraphDocumentSchema.Key, at path: String)
        throws(GraphDocumentError) -> String
    {
        let name = key.rawValue
        let value = try member(object, key, at: path)
        guard case .string(let text) = value else {
            throw .notAGraph(file: file, wrongType(value, at: Self.join(path, name), expected: "a string"))
        }
        return text
    }

    /// A string, or `nil` when the member is `null` or absent.
    func optionalString(_ object: [String: JSONValue], _ key: GraphDocumentSchema.Key, at path: String)
        throws(GraphDocumentError)
        -> String?
    {
        let name = key.rawValue
        switch object[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?:
            throw .notAGraph(file: file, wrongType(value, at: Self.join(path, name), expected: "a string or null"))
        }
    }

    func array(_ object: [String: JSONValue], _ key: GraphDocumentSchema.Key, at path: String)
        throws(GraphDocumentError) -> [JSONValue]
    {
        let name = key.rawValue
        let value = try member(object, key, at: path)
        guard case .array(let elements) = value else {
            throw .notAGraph(file: file, wrongType(value, at: Self.join(path, name), expected: "an array"))
        }
        return elements
    }

    func strings(_ object: [String: JSONValue], _ key: GraphDocumentSchema.Key, at path: String)
        throws(GraphDocumentError) -> [String]
    {
        let name = key.rawValue
        return try array(object, key, at: path).enumerated().map { (index, value) throws(GraphDocumentError) in
            guard case .string(let text) = value else {
                throw .notAGraph(
                    file: file, wrongType(value, at: "\(Self.join(path, name))[\(index)]", expected: "a string"))
            }
            return text
        }
    }

    /// `components[0].name is a number, not a string`.
    func wrongType(_ value: JSONValue, at path: String, expected: String) -> String {
        let found: String
        switch value {
        case .string: found = "a string"
        case .number, .decimal: found = "a number"
        case .bool: found = "a boolean"
        case .null: found = "null"
        case .array: found = "an array"
        case .object: found = "an object"
        }
        return "\(path.isEmpty ? "the document" : path) is \(found), not \(expected)"
    }

    private static func join(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }
}
