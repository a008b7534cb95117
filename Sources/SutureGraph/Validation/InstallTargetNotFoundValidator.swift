/// Reports a type in a target module's `@Module(installIn:)` that no component is or refines: the module's bindings
/// reach no component, which is never what the declaration means.
///
/// A target that declares no component (a feature library) installs its modules in components of the apps that use
/// it, so only a type that cannot be a component (a struct, a class, an enum) is reported there.
struct InstallTargetNotFoundValidator: GraphValidator {
    var id: DiagnosticID { .installTargetNotFound }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var problems: [GraphProblem] = []
        for module in model.modules where module.isTarget {
            for (written, name) in zip(module.writtenInstallIn, module.installIn) {
                let gathered = model.components.contains { component in
                    component.name == name || model.conforms(component.name, to: name) == true
                }
                guard !gathered else { continue }
                let isProtocol = !model.declaredTypes.contains(name) || model.declaredProtocols.contains(name)
                if isProtocol && model.components.isEmpty { continue }
                let components = model.components.map(\.name).sorted().joined(separator: ", ")
                problems.append(
                    GraphProblem(
                        message: isProtocol
                            ? "\(module.name) is installed in \(written), but no component of \(model.targetModuleName) "
                                + "is or refines \(name), so its bindings reach no component"
                            : "\(module.name) is installed in \(written), but \(name) is not a protocol, so no "
                                + "component can be or refine it",
                        at: module.location,
                        help: isProtocol
                            ? "make the component that needs \(module.name) refine \(name) (@Component protocol App: "
                                + "\(name)), or name a component in installIn: (\(components))"
                            : "name a component in installIn:, or a protocol that components refine"
                                + (components.isEmpty ? "" : " (\(components))")
                    )
                )
            }
        }
        return problems
    }
}
