/// Reports runtime arguments that do not line up: a type with `@Argument` parameters asked for without them,
/// and factory entry points whose parameters differ from the built type's arguments by label or type.
struct ArgumentMismatchValidator: GraphValidator {
    var id: DiagnosticID { .argumentMismatch }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var diagnostics: [GraphProblem] = []
        for request in graph.allRequests {
            guard case .needsArguments(let id) = request.edge.outcome else { continue }
            let binding = graph.graph.bindings[id]
            let arguments = Self.describe(binding.arguments.map { ($0.label ?? $0.name, $0.type) })
            diagnostics.append(
                GraphProblem(
                    message:
                        "\(binding.keys[0]) takes runtime arguments \(arguments), which only a factory entry point can pass",
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                        + [
                            .init(
                                "\(binding.displayName) declares its @Argument parameters here",
                                at: binding.location)
                        ],
                    help: "add a component function that takes \(arguments) and returns \(binding.keys[0].type), and "
                        + "ask for \(binding.keys[0].type) through it"
                )
            )
        }
        for request in graph.allRequests {
            if let problem = Self.factoryMismatch(request.edge, from: request.from, in: request.component, graph) {
                diagnostics.append(problem)
            }
        }
        for (index, component) in graph.graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, graph.entryOutcomes[index] ?? []) {
                guard entry.subcomponent == nil, entry.declaration.kind == .function,
                    case .resolved(let nodes) = outcome, let node = nodes.first
                else { continue }
                let binding = graph.graph.bindings[node.binding]
                let given = zip(entry.argumentNames, entry.parameterTypes).map { ($0, $1) }
                let expected = binding.arguments.map { ($0.label ?? $0.name, $0.type) }
                guard Self.key(given) != Self.key(expected) else { continue }
                let name =
                    "\(component.name).\(GraphBuilder.signature(entry.declaration.name, entry.declaration.parameters))"
                let takes =
                    expected.isEmpty ? "no runtime arguments" : "@Argument parameters \(Self.describe(expected))"
                diagnostics.append(
                    GraphProblem(
                        message:
                            "entry point \(name) passes \(Self.describe(given)), but \(binding.displayName) takes \(takes)",
                        at: entry.declaration.location,
                        notes: [
                            .init(
                                "\(binding.displayName) is declared here; arguments match by label and type",
                                at: binding.location)
                        ],
                        help: expected.isEmpty
                            ? "remove the parameters of \(name), or ask for \(binding.keys[0].type) with a property"
                            : "give \(name) the parameters \(Self.describe(expected))"
                    )
                )
            }
        }
        return diagnostics
    }

    /// A factory `(A, B) -> T` whose parameter types are not, in order, the types of `T`'s `@Argument` parameters.
    private static func factoryMismatch(
        _ edge: ResolvedEdge,
        from node: GraphNode?,
        in component: Int,
        _ graph: ResolvedGraph
    ) -> GraphProblem? {
        guard case .factory(let given, let isThrowing) = edge.request.kind, case .resolved(let nodes) = edge.outcome,
            let target = nodes.first
        else { return nil }
        let binding = graph.graph.bindings[target.binding]
        let expected = binding.arguments.map(\.type)
        guard given != expected else { return nil }
        let arguments = describe(binding.arguments.map { ($0.label ?? $0.name, $0.type) })
        let takes = expected.isEmpty ? "no runtime arguments" : "@Argument parameters \(arguments)"
        let fixed = "(\(expected.joined(separator: ", ")))\(isThrowing ? " throws" : "") -> \(edge.request.key.type)"
        return GraphProblem(
            message:
                "\(edge.request.requestedType) cannot build \(edge.request.key): \(binding.displayName) takes \(takes)",
            at: edge.request.location,
            notes: graph.requestNotes(edge.request, from: node, in: component)
                + [
                    .init(
                        "\(binding.displayName) is declared here; a factory's parameters match its @Argument "
                            + "parameters by type, in order", at: binding.location)
                ],
            help: expected.isEmpty
                ? "ask for Provider<\(edge.request.key.type)>, which builds it without arguments"
                : "ask for \(fixed)"
        )
    }

    private static func key(_ pairs: [(String, String)]) -> [String] {
        pairs.map { "\($0.0): \($0.1)" }.sorted()
    }

    private static func describe(_ pairs: [(String, String)]) -> String {
        "(" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }
}
