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
            // A module that only an installed module's `includes:` brings is there through that one's installIn:.
            let includers = model.components[component].includers(of: module)
            let installer = includers.last ?? module
            let through = model.components[component].installedThrough[installer] ?? componentName
            let names = through == componentName ? "names it" : "names \(through), which it refines"
            let because: String
            let installIn: String
            if let installerName = includers.last.map({ model.modules[$0].name }) {
                installIn = "\(installerName)'s installIn:"
                let between = includers.dropLast().map { model.modules[$0].name }
                let via = between.isEmpty ? "" : " (through \(between.joined(separator: ", ")))"
                because = "\(installerName) includes it\(via), and \(installerName)'s installIn: \(names)"
            } else {
                installIn = "installIn:"
                because = "its installIn: \(names)"
            }
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
                        + "\(moduleName) contributes through \(installIn), and by \(other.displayName)",
                    at: model.components[component].declaration.location,
                    notes: [
                        .init("\(binding.displayName) binds \(collision.key) here", at: binding.location),
                        .init("\(other.displayName) binds \(collision.key) here", at: other.location),
                        .init(
                            "\(moduleName) is installed in \(componentName) because \(because)",
                            at: model.modules[installer].location),
                    ],
                    help: "keep one binding of \(collision.key) in \(componentName): \(replacement); or give one a "
                        + "name with `named:` and ask for it with @Named"
                )
            )
        }
        return problems
    }
}
