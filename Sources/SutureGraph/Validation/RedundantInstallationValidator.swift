/// Reports a subcomponent that modules installed by `@Module(installIn:)` reach although its ancestor has them
/// already: the subcomponent sees the ancestor's bindings, so a second copy would bind every key of those modules
/// twice.
///
/// The cause is one line, the subcomponent's declaration (it refines the type the modules name), so the modules that
/// reach it through one name are reported once, there, each as a note.
struct RedundantInstallationValidator: GraphValidator {
    var id: DiagnosticID { .redundantInstallation }

    /// A subcomponent and the name in `installIn:` through which modules reach it again.
    private struct Cause: Hashable {
        var component: Int
        var installedThrough: String
    }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var order: [Cause] = []
        var installations: [Cause: [RedundantInstallation]] = [:]
        for installation in model.redundantInstallations {
            let cause = Cause(component: installation.component, installedThrough: installation.installedThrough)
            if installations[cause] == nil { order.append(cause) }
            installations[cause, default: []].append(installation)
        }
        return order.map { Self.problem($0, installations: installations[$0] ?? [], graph: model) }
    }

    private static func problem(
        _ cause: Cause,
        installations: [RedundantInstallation],
        graph model: BindingGraph
    ) -> GraphProblem {
        let component = model.components[cause.component]
        let through = cause.installedThrough
        let modules = installations.map { model.modules[$0.module].name }
        var ancestors: [Int] = []
        for installation in installations where !ancestors.contains(installation.ancestor) {
            ancestors.append(installation.ancestor)
        }
        let notes = installations.map { installation -> GraphDiagnostic.Note in
            let module = model.modules[installation.module]
            return .init(
                how(installation.ancestor, has: installation.module, through: through, model),
                at: module.location
            )
        }
        let ancestorNames = sentence(ancestors.map { model.components[$0].name })
        let them = modules.count == 1 ? "it" : "them"
        let omitting = "list \(sentence(modules.map { "\($0).self" })) in the omitting: of \(component.name)"
        let removal: String
        if through == component.name {
            removal = "take \(component.name) out of the installIn: of \(sentence(modules))"
        } else if model.conformances[component.name].contains(through) {
            removal = "remove \(through) from this protocol (`protocol \(component.name): …`)"
        } else {
            let via = model.conformances[component.name].sorted().first { refined in
                model.conformances.isOrRefines(refined, through)
            }
            removal =
                "make this protocol stop refining \(through)" + (via.map { " (it does through \($0))" } ?? "")
        }
        let verb = through == component.name ? "is" : "refines"
        return GraphProblem(
            message: "\(component.name) \(verb) \(through), so \(sentence(modules)), installed in \(through), would "
                + "bind \(modules.count == 1 ? "its" : "their") keys in it a second time: \(ancestorNames), which "
                + "\(component.name) descends from, \(ancestors.count == 1 ? "has" : "have") \(them) already",
            at: component.declaration.location,
            notes: notes,
            help:
                "\(removal), since \(component.name) sees what \(ancestorNames) \(ancestors.count == 1 ? "binds" : "bind"); "
                + "or, to keep the \(through == component.name ? "installation" : "refinement"), \(omitting)"
        )
    }

    /// How the ancestor has the module: it lists it, or is or refines a name in the module's `installIn:`.
    private static func how(_ index: Int, has module: Int, through: String, _ model: BindingGraph) -> String {
        let ancestor = model.components[index].name
        let name = model.modules[module].name
        if model.components[index].listedModules.contains(module) {
            return "\(name) installs itself in \(through), and \(ancestor) lists it in modules:"
        }
        guard let reached = model.components[index].installedThrough[module] else {
            let includers = model.components[index].includers(of: module).map { model.modules[$0].name }
            guard let installer = includers.last else {
                return "\(name) installs itself in \(through), and \(ancestor) has it"
            }
            let via = includers.count > 1 ? " (through \(includers.dropLast().joined(separator: ", ")))" : ""
            return
                "\(name) installs itself in \(through), and \(ancestor) has it because \(installer), installed there, "
                + "includes it\(via)"
        }
        if reached == through { return "\(name) installs itself in \(through), which \(ancestor) refines too" }
        if reached == ancestor { return "\(name) installs itself in \(through) and in \(ancestor)" }
        return "\(name) installs itself in \(through) and in \(reached), which \(ancestor) refines"
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func sentence(_ phrases: [String]) -> String {
        guard let last = phrases.last, phrases.count > 1 else { return phrases.first ?? "" }
        return phrases.dropLast().joined(separator: ", ") + " and " + last
    }
}
