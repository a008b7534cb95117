/// Reports every request that nothing binds, at the requesting site, with the path and near misses.
///
/// Requests that a `@Module` the component does not list would answer share one cause: they are reported once,
/// at the component, where the module is to be listed, with each request as notes.
struct MissingBindingValidator: GraphValidator {
    var id: DiagnosticID { .missingBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var problems: [GraphProblem] = []
        var forgotten: [ForgottenModule: [(from: GraphNode?, component: Int, edge: ResolvedEdge)]] = [:]
        var order: [ForgottenModule] = []
        for request in graph.allRequests {
            guard case .missing = request.edge.outcome else { continue }
            let key = request.edge.request.key
            // Its declaration's own error is reported; a second one here would only repeat it.
            if key.qualifier == nil, graph.graph.unreadableInjectables.contains(key.type) { continue }
            if let module = Self.unlistedModule(answering: key, in: request.component, graph: graph) {
                let cause = ForgottenModule(component: request.component, module: module)
                if forgotten[cause] == nil { order.append(cause) }
                forgotten[cause, default: []].append(request)
                continue
            }
            problems.append(
                GraphProblem(
                    message: "no binding for \(key)",
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                        + NearMiss.notes(for: key, in: graph.graph)
                )
            )
        }
        for cause in order {
            problems.append(Self.problem(cause, requests: forgotten[cause] ?? [], graph: graph))
        }
        return problems
    }

    /// A component that does not list a module which would answer some of its requests.
    private struct ForgottenModule: Hashable {
        var component: Int
        var module: Int
    }

    /// The first `@Module` by name that binds `key` and that no component from `component` up lists.
    private static func unlistedModule(answering key: BindingKey, in component: Int, graph: ResolvedGraph) -> Int? {
        let model = graph.graph
        var listed: Set<Int> = []
        var current: Int? = component
        var seen: Set<Int> = []
        while let index = current, seen.insert(index).inserted {
            listed.formUnion(model.components[index].moduleBindings)
            current = model.components[index].parent
        }
        return model.modules.indices.filter { index in
            model.modules[index].bindings.contains { id in !listed.contains(id) && model.bindings[id].answers(key) }
        }.min { model.modules[$0].name < model.modules[$1].name }
    }

    /// One error for every request a forgotten module would answer, at the component that should list it.
    private static func problem(
        _ cause: ForgottenModule,
        requests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)],
        graph: ResolvedGraph
    ) -> GraphProblem {
        let component = graph.graph.components[cause.component]
        let module = graph.graph.modules[cause.module]
        var keys: [BindingKey] = []
        for request in requests where !keys.contains(request.edge.request.key) { keys.append(request.edge.request.key) }
        let what = keys.map(\.description).joined(separator: ", ")
        var notes: [GraphDiagnostic.Note] = []
        for request in requests {
            notes += graph.requestNotes(request.edge.request, from: request.from, in: request.component)
        }
        notes.append(.init("\(module.name) is declared here", at: module.location))
        notes.append(.init("add \(module.name).self to the modules: of \(component.name)", at: nil))
        return GraphProblem(
            message: "no binding for \(what) in \(component.name): \(module.name) binds "
                + (keys.count == 1 ? "it" : "them") + ", but \(component.name) does not list it in modules:",
            at: component.declaration.location,
            notes: notes
        )
    }
}
