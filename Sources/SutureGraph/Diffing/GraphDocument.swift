/// A graph as `suture graph --format json` writes it, read back: the part of it that `GraphDiff` compares.
package struct GraphDocument: Equatable, Sendable {
    /// One `@Component`: its place in the tree, its entry points and the bindings it makes.
    package struct Component: Equatable, Sendable {
        /// The protocol's full name.
        package var name: String
        /// `nil` for a root component; `.custom("request")` for a subcomponent.
        package var scope: String?
        /// The component whose entry point returns this one.
        package var parent: String?
        /// The protocol's requirements, in declaration order.
        package var entryPoints: [EntryPoint]
        /// The bindings this component makes.
        package var nodes: [Node]

        /// Describes a component.
        package init(
            name: String, scope: String? = nil, parent: String? = nil, entryPoints: [EntryPoint] = [],
            nodes: [Node] = []
        ) {
            self.name = name
            self.scope = scope
            self.parent = parent
            self.entryPoints = entryPoints
            self.nodes = nodes
        }
    }

    /// One requirement of a component's protocol.
    package struct EntryPoint: Equatable, Sendable {
        /// The property or function name.
        package var name: String
        /// What it returns, canonically spelled.
        package var type: String
        /// The ids of the nodes that answer it.
        package var nodes: [String]

        /// Describes an entry point.
        package init(name: String, type: String, nodes: [String] = []) {
            self.name = name
            self.type = type
            self.nodes = nodes
        }
    }

    /// One binding as one component makes it.
    package struct Node: Equatable, Sendable {
        /// Unique in the document: `Bakery/Starter@"rye"` (from the binding's key) since schema version 2,
        /// `Bakery/StartersModule.rye()` (from the name messages give the binding) in version 1.
        package var id: String
        /// How messages name the binding: `Baker`, `BakeryModule.ryeStarter()`.
        package var binding: String
        /// `injectable`, `provider` or `boundInstance`.
        package var kind: String
        /// Every key it answers, its own first: `Starter named "rye"`.
        package var keys: [String]
        /// `transient`, `singleton`, `weak`, `graph` or `custom("name")`.
        package var scope: String
        /// The source module that declares it; `nil` in a document written before nodes named their module.
        package var module: String?
        /// The ids of the nodes that answer its requests, in request order.
        package var dependencies: [String]

        /// Describes a node.
        package init(
            id: String,
            binding: String,
            kind: String = "injectable",
            keys: [String],
            scope: String = "transient",
            module: String?,
            dependencies: [String] = []
        ) {
            self.id = id
            self.binding = binding
            self.kind = kind
            self.keys = keys
            self.scope = scope
            self.module = module
            self.dependencies = dependencies
        }
    }

    /// The file it was read from, as the user named it, for messages.
    package var file: String
    /// The schema version it is written in, one of `GraphDocumentSchema.readableVersions`.
    package var schemaVersion: Int
    /// The target module the graph was built for.
    package var module: String
    /// The configuration of the build drawn, when the sources tell several apart; always `nil` in version 1.
    package var configuration: String?
    /// Every component of the graph.
    package var components: [Component]

    /// Describes a document, in the schema version this suture writes unless `schemaVersion` says otherwise.
    package init(
        file: String, schemaVersion: Int = GraphDocumentSchema.version, module: String, configuration: String? = nil,
        components: [Component]
    ) {
        self.file = file
        self.schemaVersion = schemaVersion
        self.module = module
        self.configuration = configuration
        self.components = components
    }

    /// Whether every node says which module declares it (documents written before nodes named their module do not).
    package var namesEveryModule: Bool {
        components.allSatisfy { $0.nodes.allSatisfy { $0.module != nil } }
    }
}
