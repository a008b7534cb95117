import SutureSyntax

/// One rule of the graph: it reads the resolved graph and reports every place that breaks the rule.
protocol GraphValidator: Sendable {
    /// The rule's stable identifier, which the validator list stamps on every problem the rule finds.
    var id: DiagnosticID { get }
    /// Every problem of the rule in the graph.
    func validate(_ graph: ResolvedGraph) -> [GraphProblem]
}

/// The rules the graph compiler runs, each once per build; a new rule is a new file and one line here.
enum GraphValidators {
    static let all: [any GraphValidator] = [
        DeclarationValidator(),
        UnresolvedNameValidator(),
        AmbiguousInitializerValidator(),
        MissingBindingValidator(),
        UnlistedModuleValidator(),
        MissingConformanceValidator(),
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

    /// Every problem of every rule, sorted by place; the same problem found in several components is reported
    /// once, with the path from each of them.
    static func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        var result: [GraphDiagnostic] = []
        var indices: [ProblemKey: Int] = [:]
        for validator in all {
            for problem in validator.validate(graph) {
                let diagnostic = GraphDiagnostic(validator.id, problem)
                let key = ProblemKey(diagnostic)
                guard let index = indices[key] else {
                    indices[key] = result.count
                    result.append(diagnostic)
                    continue
                }
                result[index].notes = merge(result[index].notes, diagnostic.notes)
            }
        }
        return result.sorted()
    }

    /// What makes two diagnostics the same problem: the rule, the severity, the message and the place.
    private struct ProblemKey: Hashable {
        var id: DiagnosticID
        var severity: GraphDiagnostic.Severity
        var message: String
        var location: SyntaxLocation?

        init(_ diagnostic: GraphDiagnostic) {
            id = diagnostic.id
            severity = diagnostic.severity
            message = diagnostic.message
            location = diagnostic.location
        }
    }

    /// `notes` with the notes of `other` it lacks, each placed before the next note the two share, so that a second
    /// path to the entry point follows the first and the near misses stay last.
    private static func merge(_ notes: [GraphDiagnostic.Note], _ other: [GraphDiagnostic.Note]) -> [GraphDiagnostic
        .Note]
    {
        var merged = notes
        for (position, note) in other.enumerated() where !merged.contains(note) {
            let nextShared = other[(position + 1)...].first { merged.contains($0) }
            let index = nextShared.flatMap { merged.firstIndex(of: $0) } ?? merged.count
            merged.insert(note, at: index)
        }
        return merged
    }
}

extension ResolvedGraph {
    /// Every answered request: the entry points' (with no requesting node) and every node's.
    var allRequests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)] { answeredRequests.all }

    /// Every answered request, computed once (validators read it many times).
    func collectRequests() -> [(from: GraphNode?, component: Int, edge: ResolvedEdge)] {
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
    ///
    /// `component` is where the request is made, so that an entry point of a subcomponent is traced on to the
    /// entry point that creates it.
    func requestNotes(_ request: DependencyRequest, from node: GraphNode?, in component: Int?) -> [GraphDiagnostic.Note]
    {
        let creation = node == nil ? component.map(creationNotes) ?? [] : []
        return [.init("requested by \(request.requester)", at: request.location)] + trace(from: node) + creation
    }
}
