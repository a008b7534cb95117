/// One rule of the graph: it reads the resolved graph and reports every place that breaks the rule.
protocol GraphValidator: Sendable {
    /// The rule's stable identifier.
    var id: DiagnosticID { get }
    /// Every problem of the rule in the graph.
    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic]
}

/// The rules the graph compiler runs, each once per build; a new rule is a new file and one line here.
enum GraphValidators {
    static let all: [any GraphValidator] = [
        DeclarationValidator(),
        UnresolvedNameValidator(),
        AmbiguousInitializerValidator(),
        MissingBindingValidator(),
        DuplicateBindingValidator(),
        CycleValidator(),
        CaptiveDependencyValidator(),
        InaccessibleInitializerValidator(),
        ArgumentMismatchValidator(),
        IsolationValidator(),
        EffectValidator(),
        UnsupportedScopeValidator(),
        UnusedBindingValidator(),
    ]

    /// Every problem of every rule, deduplicated and sorted by place.
    static func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        var seen: Set<GraphDiagnostic> = []
        var result: [GraphDiagnostic] = []
        for validator in all {
            for diagnostic in validator.validate(graph) where seen.insert(diagnostic).inserted {
                result.append(diagnostic)
            }
        }
        return result.sorted()
    }
}

extension ResolvedGraph {
    /// Every answered request: the entry points' (with no requesting node) and every node's.
    var allRequests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)] {
        var result: [(GraphNode?, Int, ResolvedEdge)] = []
        for (index, component) in graph.components.enumerated() {
            for (entry, outcome) in zip(component.entries, entryOutcomes[index] ?? []) {
                result.append((nil, index, ResolvedEdge(request: entry.request, outcome: outcome)))
            }
        }
        for node in edges.keys.sorted() {
            for edge in edges[node] ?? [] { result.append((node, node.component, edge)) }
        }
        return result
    }

    /// The note that names the request, then the trace back to the entry point.
    func requestNotes(_ request: DependencyRequest, from node: GraphNode?) -> [GraphDiagnostic.Note] {
        [.init("requested by \(request.requester)", at: request.location)] + trace(from: node)
    }
}
