import SutureSyntax

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
            if let problem = Self.wrappedContributions(request.edge, from: request.from, in: request.component, graph) {
                problems.append(problem)
                continue
            }
            guard case .missing = request.edge.outcome else { continue }
            let key = request.edge.request.key
            // Its declaration's own error is reported; a second one here would only repeat it.
            if graph.graph.unreadableBindingTypes.contains(key.type) { continue }
            if let module = Self.unlistedModule(answering: key, in: request.component, graph: graph) {
                let cause = ForgottenModule(component: request.component, module: module)
                if forgotten[cause] == nil { order.append(cause) }
                forgotten[cause, default: []].append(request)
                continue
            }
            if let problem = Self.asyncFactoryProblem(request, graph: graph) {
                problems.append(problem)
                continue
            }
            let wrapper = Self.wrapperName(of: key.type)
            if let generic = graph.graph.genericInjectables.first(where: { $0.isSpecialized(as: key.type) }) {
                problems.append(Self.problem(specializing: generic, request, graph: graph))
                continue
            }
            let nearMisses = NearMiss.notes(for: key, in: graph.graph)
            let advice = (nearMisses.isEmpty ? "" : "do what the note above says, or ") + Self.bindingAdvice(for: key)
            problems.append(
                GraphProblem(
                    message: "no binding for \(key)"
                        + (wrapper.map {
                            ": Suture does not build a \($0) inside \(request.edge.request.requestedType)"
                        } ?? ""),
                    at: request.edge.request.location,
                    notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                        + nearMisses,
                    help: wrapper.map { _ in
                        "ask for \(Self.unwrappedRequest(request.edge.request)), or bind \(key) itself"
                    }
                        ?? advice
                )
            )
        }
        for cause in order {
            problems.append(Self.problem(cause, requests: forgotten[cause] ?? [], graph: graph))
        }
        return problems
    }

    /// A request for a specialization of a generic `@Injectable` type, which the graph compiler does not bind.
    private static func problem(
        specializing generic: GenericInjectable,
        _ request: (from: GraphNode?, component: Int, edge: ResolvedEdge),
        graph: ResolvedGraph
    ) -> GraphProblem {
        let key = request.edge.request.key
        let function = generic.name.split(separator: ".").last.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        let named = key.qualifier.map { "(named: \(StringLiteral.quoted($0)))" } ?? ""
        return GraphProblem(
            message: "no binding for \(key): \(generic.name) is @Injectable but generic, and the graph compiler does "
                + "not choose its type arguments",
            at: request.edge.request.location,
            notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                + [.init("\(generic.name) is declared here", at: generic.location)],
            help: "provide \(key.type) from a module the component lists, as in `@Provides\(named) static func "
                + "\(function ?? "value")() -> \(key.type) { \(key.type)() }`; a Container registers it with "
                + "`\(key.type).registration`"
        )
    }

    /// A request for an `async` function of runtime arguments, which Suture does not build as a factory.
    private static func asyncFactoryProblem(
        _ request: (from: GraphNode?, component: Int, edge: ResolvedEdge),
        graph: ResolvedGraph
    ) -> GraphProblem? {
        let key = request.edge.request.key
        guard key.qualifier == nil,
            case .function(let attributes, let parameters, let effects, let result) = TypeExpression(parsing: key.type),
            effects.contains("async"), !parameters.isEmpty
        else { return nil }
        let synchronous = TypeExpression.function(
            attributes: attributes,
            parameters: parameters,
            effects: effects.filter { $0 != "async" },
            result: result
        )
        return GraphProblem(
            message: "no binding for \(key): Suture builds a factory of runtime arguments only as a synchronous "
                + "function, and an async one is not built",
            at: request.edge.request.location,
            notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component),
            help: "ask for \(synchronous.description) and call it where you await, or provide the async function "
                + "itself from a module the component lists"
        )
    }

    /// The ways to bind a key nothing binds.
    private static func bindingAdvice(for key: BindingKey) -> String {
        let named = key.qualifier.map { "(named: \(StringLiteral.quoted($0)))" } ?? ""
        return "bind \(key): mark its type @Injectable\(named) (with `as:` when it stands for a protocol), add a "
            + "@Provides\(named) function to a module the component lists, or take it as a parameter of the "
            + "component's init"
    }

    /// `Lazy` or `Provider` when `type` is one of them: `Lazy<Oven>` → `Lazy`.
    private static func wrapperName(of type: String) -> String? {
        DependencyRequest.ElementWrapper.unwrapping(type)?.wrapper.rawValue
    }

    /// The request with the wrapper around its key taken off: `Provider<Lazy<Oven>>` → `Provider<Oven>`.
    private static func unwrappedRequest(_ request: DependencyRequest) -> String {
        guard let (_, wrapped) = DependencyRequest.ElementWrapper.unwrapping(request.key.type) else {
            return request.requestedType
        }
        var unwrapped = request
        unwrapped.key.type = wrapped
        return unwrapped.requestedType
    }

    /// A multibinding of doubly wrapped values (`[String: Provider<Lazy<Handler>>]`), which nothing contributes to
    /// as such: it would be silently empty, so it is an error that says to ask for one wrapper.
    private static func wrappedContributions(
        _ edge: ResolvedEdge,
        from node: GraphNode?,
        in component: Int,
        _ graph: ResolvedGraph
    ) -> GraphProblem? {
        switch edge.request.kind {
        case .set, .map: break
        case .instance, .optional, .lazy, .provider, .factory: return nil
        }
        if let wrapper = edge.request.elementWrapper, case .resolved(let nodes) = edge.outcome,
            let elements = nodes.first(where: { graph.graph.bindings[$0.binding].contribution == .elements })
        {
            let binding = graph.graph.bindings[elements.binding]
            return GraphProblem(
                message: "\(edge.request.requestedType) cannot wrap the elements that \(binding.displayName) "
                    + "contributes: how many there are is known only once the array is built",
                at: edge.request.location,
                notes: graph.requestNotes(edge.request, from: node, in: component)
                    + [.init("\(binding.displayName) contributes with into: .elements here", at: binding.location)],
                help: "ask for [\(edge.request.key.type)], whose elements are built when it is, or contribute "
                    + "each element with into: .set to keep the \(wrapper.rawValue)"
            )
        }
        guard case .resolved(let nodes) = edge.outcome, nodes.isEmpty,
            let wrapper = wrapperName(of: edge.request.key.type)
        else { return nil }
        return GraphProblem(
            message: "no contribution to \(edge.request.requestedType): Suture does not nest \(wrapper) inside "
                + (edge.request.elementWrapper?.rawValue ?? "a multibinding"),
            at: edge.request.location,
            notes: graph.requestNotes(edge.request, from: node, in: component),
            help: "ask for \(unwrappedRequest(edge.request))"
        )
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
        return GraphProblem(
            message: "no binding for \(what) in \(component.name): \(module.name) binds "
                + (keys.count == 1 ? "it" : "them") + ", but \(component.name) does not list it in modules:",
            at: component.declaration.location,
            notes: notes,
            help: "add \(module.name).self to the modules: of \(component.name)"
        )
    }
}
