/// Reports a module installed by `@Module(installIn:)` in a subcomponent whose ancestor has it already: the
/// subcomponent sees the ancestor's bindings, so a second copy would bind every key of the module twice.
struct RedundantInstallationValidator: GraphValidator {
    var id: DiagnosticID { .redundantInstallation }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        return model.redundantInstallations.map { installation in
            let module = model.modules[installation.module]
            let component = model.components[installation.component]
            let ancestor = model.components[installation.ancestor]
            let how: String
            if ancestor.listedModules.contains(installation.module) {
                how = "lists it in modules:"
            } else if let name = module.installIn.first(where: { name in
                name == ancestor.name || model.conforms(ancestor.name, to: name) == true
            }) {
                how = name == ancestor.name ? "is named in its installIn:" : "refines \(name), named in its installIn:"
            } else {
                how = "has it"
            }
            let through =
                installation.installedThrough == component.name
                ? "names \(component.name)" : "names \(installation.installedThrough), which \(component.name) refines"
            return GraphProblem(
                message:
                    "\(module.name) is installed in \(component.name), but \(ancestor.name), which \(component.name) "
                    + "descends from, has it already, so \(component.name) would bind its keys a second time",
                at: module.location,
                notes: [
                    .init("\(ancestor.name) \(how)", at: ancestor.declaration.location),
                    .init("\(module.name)'s installIn: \(through)", at: component.declaration.location),
                ],
                help: "install \(module.name) in one of the two: to share \(ancestor.name)'s, list it in "
                    + "\(component.name)'s omitting: (or take \(installation.installedThrough) out of its installIn:); "
                    + "for one per \(component.name), install it there only"
            )
        }
    }
}
