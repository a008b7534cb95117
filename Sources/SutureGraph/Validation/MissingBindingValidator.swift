import SutureSyntax

/// Reports every request that nothing binds, at the requesting site, with the path and near misses.
///
/// Requests with one cause are reported once, at the line to edit, with each request as notes: those a `@Module`
/// the component does not list would answer (at the component's `modules:`), and those a type that conforms to
/// the protocol asked for would answer if its `@Injectable` had `as:` (at that attribute).
struct MissingBindingValidator: GraphValidator {
    var id: DiagnosticID { .missingBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var problems: [GraphProblem] = []
        var forgotten: [UnlistedModules.Omission: [(from: GraphNode?, component: Int, edge: ResolvedEdge)]] = [:]
        var order: [UnlistedModules.Omission] = []
        var unaliased: [UnaliasedConformer: [(from: GraphNode?, component: Int, edge: ResolvedEdge)]] = [:]
        var unaliasedOrder: [UnaliasedConformer] = []
        for request in graph.allRequests {
            if let problem = Self.wrappedContributions(request.edge, from: request.from, in: request.component, graph) {
                problems.append(problem)
                continue
            }
            guard case .missing = request.edge.outcome else { continue }
            let key = request.edge.request.key
            // Its declaration's own error is reported; a second one here would only repeat it.
            if graph.graph.unreadableBindingTypes.contains(key.type) { continue }
            if let module = UnlistedModules.module(answering: key, in: request.component, graph: graph) {
                let cause = UnlistedModules.Omission(component: request.component, module: module)
                if forgotten[cause] == nil { order.append(cause) }
                forgotten[cause, default: []].append(request)
                continue
            }
            let conformers = NearMiss.unaliasedConformers(of: key, in: graph.graph)
            if conformers.count == 1, let conformer = conformers.first,
                graph.graph.bindings[conformer].keys.first?.qualifier == key.qualifier
            {
                let cause = UnaliasedConformer(binding: conformer, key: key)
                if unaliased[cause] == nil { unaliasedOrder.append(cause) }
                unaliased[cause, default: []].append(request)
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
            let nearMisses =
                NearMiss.notes(for: key, in: graph.graph)
                + [UnreadContributions.note(for: request.component, in: graph.graph)].compactMap { $0 }
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
        for cause in unaliasedOrder {
            problems.append(Self.problem(cause, requests: unaliased[cause] ?? [], graph: graph))
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
        let named = key.qualifier.map { "(named: \(StringLiteral.quoted($0)))" } ?? ""
        return GraphProblem(
            message: "no binding for \(key): \(generic.name) is @Injectable but generic, and the graph compiler does "
                + "not choose its type arguments",
            at: request.edge.request.location,
            notes: graph.requestNotes(request.edge.request, from: request.from, in: request.component)
                + [.init("\(generic.name) is declared here", at: generic.location)],
            help: "provide \(key.type) from a module the component lists, as in `@Provides\(named) "
                + "\(Self.provider(of: key.type, calling: generic))`; a Container registers it with "
                + "`\(key.type).registration`"
        )
    }

    /// A provider of one specialization of a generic type that calls the type's own initializer with the
    /// specialization's arguments: `static func cache(log: Log) -> Cache<User> { Cache(log: log) }`.
    private static func provider(of type: String, calling generic: GenericInjectable) -> String {
        let function = generic.name.split(separator: ".").last.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        var arguments: [String: TypeExpression] = [:]
        if case .named(let parts) = TypeExpression(parsing: type), let last = parts.last {
            for (parameter, argument) in zip(generic.parameters, last.arguments) { arguments[parameter] = argument }
        }
        // A parameter with a default value keeps it; the others become the provider's own parameters.
        let parameters = (generic.initializer?.parameters ?? []).filter { $0.defaultValue == nil }
        let declared = parameters.map { parameter in
            let specialized = TypeExpression(parsing: parameter.typeSpelling).mapNames { parts in
                guard parts.count == 1, parts[0].arguments.isEmpty, let argument = arguments[parts[0].name] else {
                    return .named(parts)
                }
                return argument
            }
            let named = parameter.qualifier.map { "@Named(\(StringLiteral.quoted($0))) " } ?? ""
            let attribute = parameter.isArgument ? "@Argument " : named
            let label = parameter.label ?? "_"
            let names = label == parameter.name ? label : "\(label) \(parameter.name)"
            return "\(attribute)\(names): \(specialized.description)"
        }
        let passed = parameters.map { parameter in
            parameter.label.map { "\($0): \(parameter.name)" } ?? parameter.name
        }
        return "static func \(function ?? "value")(\(declared.joined(separator: ", "))) -> \(type) { "
            + "\(generic.name)(\(passed.joined(separator: ", "))) }"
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

    /// The ways to bind a key nothing binds; a specialization of a generic type is bound only by a provider or a
    /// bound instance, since `@Injectable` binds no specialization.
    private static func bindingAdvice(for key: BindingKey) -> String {
        let named = key.qualifier.map { "(named: \(StringLiteral.quoted($0)))" } ?? ""
        if case .named(let parts) = TypeExpression(parsing: key.type), parts.last?.arguments.isEmpty == false {
            return "bind \(key): add a @Provides\(named) function that returns \(key.type) to a module the component "
                + "lists, or take it as a parameter of the component's init"
        }
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
        case .instance, .optional, .lazy, .provider, .providerOfLazy, .factory: return nil
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

    /// One error for every request a forgotten module would answer, at the component that should list it.
    private static func problem(
        _ cause: UnlistedModules.Omission,
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
        let binds = "\(module.name) binds " + (keys.count == 1 ? "it" : "them")
        let location = component.declaration.modulesLocation ?? component.declaration.location
        if let omitter = UnlistedModules.omitter(of: cause.module, from: cause.component, graph: graph.graph) {
            let omitting = graph.graph.components[omitter].name
            return GraphProblem(
                message: "no binding for \(what) in \(component.name): \(binds), but \(omitting) leaves it out "
                    + "with omitting: and lists no module that replaces it",
                at: location,
                notes: notes,
                help: "list a replacement module that binds \(keys.count == 1 ? "it" : "them") in the modules: of "
                    + "\(omitting), or move \(module.name).self from its omitting: to its modules:"
            )
        }
        if let scope = Self.refinableScope(of: module, graph: graph.graph) {
            return GraphProblem(
                message: "no binding for \(what) in \(component.name): \(binds) and installs itself in \(scope), "
                    + "but \(component.name) does not refine \(scope) nor list \(module.name) in modules:",
                at: location,
                notes: notes,
                help: "refine \(scope) (`protocol \(component.name): \(scope)`), or add \(module.name).self to "
                    + "the modules: of \(component.name)"
            )
        }
        return GraphProblem(
            message: "no binding for \(what) in \(component.name): \(binds), but \(component.name) does not list "
                + "it in modules:",
            at: location,
            notes: notes,
            help: "add \(module.name).self to the modules: of \(component.name)"
        )
    }

    /// The first protocol in the module's `installIn:` that is not itself a component: refining it installs the
    /// module.
    private static func refinableScope(of module: ModuleModel, graph: BindingGraph) -> String? {
        let components = Set(graph.components.map(\.name))
        return zip(module.writtenInstallIn, module.installIn).first { _, name in
            !components.contains(name)
                && (!graph.declaredTypes.contains(name) || graph.declaredProtocols.contains(name))
        }?.0
    }

    /// An `@Injectable` type that conforms to the protocol asked for but does not list it in `as:`.
    private struct UnaliasedConformer: Hashable {
        /// The conforming type's binding, by id.
        var binding: Int
        /// The key it would answer with `as:`.
        var key: BindingKey
    }

    /// One error for every request a conforming type would answer with `as:`, at its `@Injectable` attribute.
    private static func problem(
        _ cause: UnaliasedConformer,
        requests: [(from: GraphNode?, component: Int, edge: ResolvedEdge)],
        graph: ResolvedGraph
    ) -> GraphProblem {
        let binding = graph.graph.bindings[cause.binding]
        let spelling = TypeExpression(parsing: cause.key.type).suffixable
        var notes: [GraphDiagnostic.Note] = []
        for request in requests {
            notes += graph.requestNotes(request.edge.request, from: request.from, in: request.component)
        }
        notes += NearMiss.notes(for: cause.key, in: graph.graph, excludingConformer: cause.binding)
        notes.append(.init("\(binding.displayName) is declared here", at: binding.location))
        let help =
            binding.keys.count > 1
            ? "add \(spelling).self to the as: of \(binding.displayName)'s @Injectable"
            : "add `as: \(spelling).self` to the @Injectable of \(binding.displayName)"
        return GraphProblem(
            message: "no binding for \(cause.key): \(binding.displayName) conforms to it, but its @Injectable has no "
                + "`as: \(spelling).self`",
            at: binding.attributeLocation ?? binding.location,
            notes: notes,
            help: help
        )
    }
}
