import SutureSyntax

/// Warns when a component does not list a `@Module` that would answer a request that still builds without it: a
/// parameter's default value, `nil` or a multibinding without the module's contributions stands in silently.
///
/// Requests one module would answer share one cause: they are reported once, at the component's `modules:`, with
/// each request as notes. A module in the component's `omitting:` is left out on purpose and not reported.
struct UnlistedModuleValidator: GraphValidator {
    var id: DiagnosticID { .unlistedModule }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var requests: [UnlistedModules.Omission: [(from: GraphNode?, component: Int, edge: ResolvedEdge)]] = [:]
        var order: [UnlistedModules.Omission] = []
        for request in graph.allRequests {
            for module in Self.unlistedModules(for: request.edge, in: request.component, graph: graph) {
                let omission = UnlistedModules.Omission(component: request.component, module: module)
                if requests[omission] == nil { order.append(omission) }
                requests[omission, default: []].append(request)
            }
        }
        return order.map { Self.problem($0, requests: requests[$0] ?? [], graph: graph) }
    }

    /// The unlisted modules whose bindings a request that something else stands in for would have used.
    private static func unlistedModules(for edge: ResolvedEdge, in component: Int, graph: ResolvedGraph) -> [Int] {
        switch edge.request.kind {
        case .set, .map:
            guard case .resolved = edge.outcome else { return [] }
            return UnlistedModules.modules(contributingTo: edge.request, in: component, graph: graph)
        case .optional, .instance, .lazy, .provider, .providerOfLazy, .factory:
            // Only a request answered by nothing at all falls back on nil or its default value.
            guard edge.outcome == .resolved([]) else { return [] }
            let module = UnlistedModules.module(
                answering: edge.request.key, in: component, graph: graph, excludingOmitted: true)
            return module.map { [$0] } ?? []
        }
    }

    /// What stands in for a request while the module is not listed: `Logger? is nil`.
    private static func fallback(of request: DependencyRequest) -> String {
        switch request.kind {
        case .set, .map: "\(request.requestedType) lacks its contributions"
        case .optional where request.isProperty: "property '\(request.label ?? request.key.type)' stays as it is"
        case .optional: "\(request.requestedType) is nil"
        case .instance, .lazy, .provider, .providerOfLazy, .factory: "\(request.requester) takes its default value"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func sentence(_ phrases: [String]) -> String {
        guard let last = phrases.last, phrases.count > 1 else { return phrases.first ?? "" }
        return phrases.dropLast().joined(separator: ", ") + " and " + last
    }

    /// One warning for every request the module would answer, at the component's `modules:`.
    private static func problem(
        _ omission: UnlistedModules.Omission,
        requests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)],
        graph: ResolvedGraph
    ) -> GraphProblem {
        let component = graph.graph.components[omission.component]
        let module = graph.graph.modules[omission.module]
        var fallbacks: [String] = []
        var notes: [GraphDiagnostic.Note] = []
        var contributions: [GraphDiagnostic.Note] = []
        for request in requests {
            let fallback = Self.fallback(of: request.edge.request)
            if !fallbacks.contains(fallback) { fallbacks.append(fallback) }
            notes += graph.requestNotes(request.edge.request, from: request.from, in: request.component)
            let request = request.edge.request
            for id in module.bindings where UnlistedModules.contributes(graph.graph.bindings[id], to: request) {
                let binding = graph.graph.bindings[id]
                let note = GraphDiagnostic.Note(
                    "\(binding.displayName) contributes to \(request.requestedType) here",
                    at: binding.location
                )
                if !contributions.contains(note) { contributions.append(note) }
            }
        }
        notes += contributions
        notes.append(.init("\(module.name) is declared here", at: module.location))
        return GraphProblem(
            severity: .warning,
            message: "\(component.name) does not list \(module.name) in modules:, so "
                + Self.sentence(fallbacks),
            at: component.declaration.modulesLocation ?? component.declaration.location,
            notes: notes,
            help: "add \(module.name).self to the modules: of \(component.name), or to its omitting: if leaving it "
                + "out is deliberate"
        )
    }
}
