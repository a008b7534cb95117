/// Warns about module bindings that no entry point reaches, in any component that includes their module (modules
/// included twice count once), and about bound instances nothing reads; a binding that a failed request names, or
/// suggests as a near miss, is not unused. The bindings that only modules installed by `@Module(installIn:)` bring,
/// which other builds may use, are summed up in one warning per component that nothing of the build reaches them
/// from.
struct UnusedBindingValidator: GraphValidator {
    var id: DiagnosticID { .unusedBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var used = Set(graph.edges.keys.map(\.binding))
        for request in graph.allRequests {
            switch request.edge.outcome {
            case .resolved(let nodes): used.formUnion(nodes.map(\.binding))
            case .missing: used.formUnion(NearMiss.bindingIDs(for: request.edge.request.key, in: model))
            case .ambiguous(let ids): used.formUnion(ids)
            case .captive(let id, _), .needsArguments(let id), .unsupportedScope(let id, _): used.insert(id)
            }
        }
        // A binding that only modules installed by `@Module(installIn:)` bring is summed up per component: the
        // module's library may serve other builds, where it is used.
        let listed = Set(model.components.flatMap { $0.listedModules.flatMap { model.modules[$0].bindings } })
        let installed = Set(model.components.flatMap { $0.installedModules.flatMap { model.modules[$0].bindings } })
        let summarized = installed.subtracting(listed)
        // The root components whose trees include each unused binding.
        var roots: [Int: [Int]] = [:]
        for root in model.rootComponents {
            for index in model.components.indices where model.rootComponent(of: index) == root {
                for id in model.components[index].moduleBindings where !used.contains(id) && !summarized.contains(id) {
                    if roots[id]?.contains(root) != true { roots[id, default: []].append(root) }
                }
            }
        }
        let boundInstances = model.components.flatMap { component in
            component.boundInstances.filter { !used.contains($0) }.map { id in
                let binding = model.bindings[id]
                return GraphProblem(
                    severity: .warning,
                    message: "\(binding.displayName) (\(binding.keys[0])) is never read: no entry point of "
                        + "\(component.name) reaches it",
                    at: binding.location,
                    help: "remove it, or ask for \(binding.keys[0]) from a binding or entry point"
                )
            }
        }
        let summaries = model.components.indices.compactMap { index in
            Self.summary(of: index, unused: summarized.subtracting(used), graph: model)
        }
        return boundInstances + summaries
            + roots.keys.sorted().map { id in
                let binding = model.bindings[id]
                let names = (roots[id] ?? []).map { model.components[$0].name }.sorted()
                let collection = binding.contribution.map {
                    NearMiss.collectionSpelling(of: $0, type: binding.keys[0].type)
                }
                let wanted = collection ?? binding.keys[0].description
                let what = collection.map { "contributes \(binding.keys[0]) to \($0)" } ?? "binds \(binding.keys[0])"
                return GraphProblem(
                    severity: .warning,
                    message: "\(binding.displayName) \(what), which no entry point of \(Self.list(names)) reaches",
                    at: binding.location,
                    help: "remove it, or ask for \(wanted) from a binding or entry point"
                )
            }
    }

    /// One warning for the bindings that modules installed in the component bring and that no entry point of the
    /// build reaches, at the component, with each binding as a note.
    private static func summary(of index: Int, unused: Set<Int>, graph model: BindingGraph) -> GraphProblem? {
        let component = model.components[index]
        let ids = component.installedModules.flatMap { model.modules[$0].bindings }.filter { unused.contains($0) }
        guard !ids.isEmpty else { return nil }
        let names = ids.map { model.bindings[$0].displayName }
        let count = ids.count == 1 ? "a binding" : "\(ids.count) bindings"
        return GraphProblem(
            severity: .warning,
            message: "no entry point of this build reaches \(count) that modules installed in \(component.name) bring: "
                + names.joined(separator: ", "),
            at: component.declaration.location,
            notes: ids.map { id in
                let binding = model.bindings[id]
                let what =
                    binding.contribution.map {
                        "contributes \(binding.keys[0]) to \(NearMiss.collectionSpelling(of: $0, type: binding.keys[0].type))"
                    } ?? "binds \(binding.keys[0])"
                return .init("\(binding.displayName) \(what) here", at: binding.location)
            },
            help: "keep \(ids.count == 1 ? "it" : "them") if another build asks for \(ids.count == 1 ? "it" : "them"); "
                + "to leave a module out of \(component.name), list it in its omitting:"
        )
    }

    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
