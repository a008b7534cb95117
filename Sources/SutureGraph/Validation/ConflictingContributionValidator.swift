/// Reports a binding of a module installed by `@Module(installIn:)` that answers a key another binding of the
/// component answers too: a module installed beside the one that replaces it, or two features binding one type.
struct ConflictingContributionValidator: GraphValidator {
    var id: DiagnosticID { .conflictingContribution }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var problems: [GraphProblem] = []
        for collision in graph.collisions {
            let installed = collision.installedModules
            // The last installed binding, against the first of the others.
            guard let position = installed.lastIndex(where: { $0 != nil }), let module = installed[position],
                let component = BindingCollisions.installingComponent(
                    of: module, from: collision.component, graph: model)
            else { continue }
            let binding = model.bindings[collision.bindings[position]]
            let otherPosition = collision.bindings.indices.first { $0 != position } ?? 0
            let other = model.bindings[collision.bindings[otherPosition]]
            let moduleName = model.modules[module].name
            let componentName = model.components[component].name
            let through = model.components[component].installedThrough[module]
            let how = through.map { $0 == componentName ? "names it" : "names \($0), which it refines" } ?? "names it"
            let replacement: String
            if let otherModule = installed[otherPosition] {
                replacement = "omit \(moduleName) or \(model.modules[otherModule].name) there"
            } else {
                replacement =
                    "to replace \(moduleName) there, list it in omitting: (@Component(omitting: [\(moduleName).self]))"
            }
            // At the component, where the fix goes: its omitting: list.
            problems.append(
                GraphProblem(
                    message: "\(collision.key) is bound twice in \(componentName): by \(binding.displayName), which "
                        + "\(moduleName) contributes through installIn:, and by \(other.displayName)",
                    at: model.components[component].declaration.location,
                    notes: [
                        .init("\(binding.displayName) binds \(collision.key) here", at: binding.location),
                        .init("\(other.displayName) binds \(collision.key) here", at: other.location),
                        .init(
                            "\(moduleName) is installed in \(componentName) because its installIn: \(how)",
                            at: model.modules[module].location),
                    ],
                    help: "keep one binding of \(collision.key) in \(componentName): \(replacement); or give one a "
                        + "name with `named:` and ask for it with @Named"
                )
            )
        }
        return problems
    }
}
