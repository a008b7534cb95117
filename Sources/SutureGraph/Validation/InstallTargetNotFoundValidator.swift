/// Reports a type in a target module's `@Module(installIn:)` that no component is or refines: the module's bindings
/// reach no component, which is never what the declaration means.
///
/// A target that declares no component (a feature library) installs its modules in components of the apps that use
/// it, so only a type that cannot be a component (a struct, a class, an enum) is reported there; the app's build,
/// which reads the library and has components, warns about a library module that reaches none of them.
struct InstallTargetNotFoundValidator: GraphValidator {
    var id: DiagnosticID { .installTargetNotFound }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var problems: [GraphProblem] = []
        for module in model.modules where module.isTarget {
            for (written, name) in zip(module.writtenInstallIn, module.installIn) {
                let gathered = model.components.contains { model.conformances.isOrRefines($0.name, name) }
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
        return problems + Self.dependencyProblems(in: model)
    }

    /// One warning per module of a dependency that installs itself only in protocols no component of this build is
    /// or refines, when the build has components: the library's own build cannot know, and silence would hide that
    /// the app never receives the module. A component that lists the module, or leaves it out with `omitting:`, has
    /// made its choice.
    private static func dependencyProblems(in model: BindingGraph) -> [GraphProblem] {
        guard !model.components.isEmpty else { return [] }
        let chosen = Set(model.components.flatMap { $0.listedModules + $0.omittedModules })
        let components = model.components.map(\.name).sorted()
        return model.modules.indices.compactMap { index -> GraphProblem? in
            let module = model.modules[index]
            guard !module.isTarget, !module.installIn.isEmpty, !chosen.contains(index) else { return nil }
            var unreached: [String] = []
            for (written, name) in zip(module.writtenInstallIn, module.installIn) {
                let gathered = model.components.contains { model.conformances.isOrRefines($0.name, name) }
                // A type that cannot be a component is reported by the build of the module's own target.
                let isProtocol = !model.declaredTypes.contains(name) || model.declaredProtocols.contains(name)
                if gathered || !isProtocol { return nil }
                unreached.append(written)
            }
            let names = unreached.joined(separator: ", ")
            return GraphProblem(
                severity: .warning,
                message: "\(module.name), from \(module.moduleName), is installed in \(names), but no component of "
                    + "\(model.targetModuleName) is or refines \(unreached.count == 1 ? "it" : "any of them"), so its "
                    + "bindings reach no component",
                at: module.location,
                help: "make the component that needs \(module.name) refine \(unreached[0]) (@Component protocol "
                    + "\(components[0]): \(unreached[0])), or list \(module.name).self in the omitting: of a component "
                    + "(\(components.joined(separator: ", "))) if \(model.targetModuleName) does not use it"
            )
        }
    }
}
