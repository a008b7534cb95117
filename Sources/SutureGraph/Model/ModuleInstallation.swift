/// Joins each module that installs itself (`@Module(installIn:)`) to the components that are, or refine, a type it
/// names, so that no component has to list it.
///
/// A component that lists the module, or leaves it out with `omitting:`, keeps its own choice. A subcomponent sees
/// its ancestors' bindings, so a module one of them has already is not installed again: that is recorded as a
/// `RedundantInstallation`, which the graph reports.
enum ModuleInstallation {
    /// Adds to each component the bindings of the modules installed in it, and those they include; returns the
    /// modules that reached a component one of whose ancestors has them already.
    ///
    /// `conformances` says whether a component is, or refines, a type an `installIn:` names.
    static func install(
        _ modules: [ModuleModel],
        into components: inout [ComponentModel],
        conformances: ConformanceTable
    ) -> [RedundantInstallation] {
        let installing = modules.indices.filter { !modules[$0].installIn.isEmpty }
        guard !installing.isEmpty else { return [] }
        let indices = Dictionary(
            modules.indices.map { (modules[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var redundant: [RedundantInstallation] = []
        // The modules each component has, listed or installed, once it has been handled.
        var present: [Int: Set<Int>] = [:]
        // Ancestors first, so that a subcomponent knows every module its ancestors have.
        let depths = components.indices.map { ComponentModel.chain(from: $0, in: components).count - 1 }
        for component in components.indices.sorted(by: { (depths[$0], $0) < (depths[$1], $1) }) {
            let ancestors = Array(ComponentModel.chain(from: component, in: components).dropFirst())
            let inherited = ancestors.map { present[$0, default: []] }
            let omitted = Set(components[component].omittedModules)
            var own = Set(components[component].listedModules)
            for module in installing {
                guard let name = installedThrough(modules[module], components[component], conformances),
                    !omitted.contains(module), !own.contains(module)
                else { continue }
                if let position = inherited.firstIndex(where: { $0.contains(module) }) {
                    redundant.append(
                        RedundantInstallation(
                            module: module, component: component, ancestor: ancestors[position],
                            installedThrough: name))
                    continue
                }
                // Each module to install, with the installed module that includes it (none for the first).
                var pending: [(module: Int, includer: Int?)] = [(module, nil)]
                while let (next, includer) = pending.popLast() {
                    guard !omitted.contains(next), !inherited.contains(where: { $0.contains(next) }),
                        own.insert(next).inserted
                    else { continue }
                    components[component].installedModules.append(next)
                    // Its own installIn: may name the component too; else it is there only through its includer.
                    if let through = installedThrough(modules[next], components[component], conformances) {
                        components[component].installedThrough[next] = through
                    } else if let includer {
                        components[component].installedIncluder[next] = includer
                    }
                    components[component].moduleBindings += modules[next].bindings
                    pending += modules[next].includes.reversed().compactMap { indices[$0] }.map { ($0, next) }
                }
            }
            present[component] = own
        }
        return redundant
    }

    /// The first name in the `installIn:` of `module` that `component` is or refines.
    static func installedThrough(
        _ module: ModuleModel, _ component: ComponentModel, _ conformances: ConformanceTable
    ) -> String? {
        module.installIn.first { conformances.isOrRefines(component.name, $0) }
    }
}

/// A module installed in a component that one of the component's ancestors has already, listed or installed: the
/// subcomponent sees the ancestor's bindings, so installing the module again would bind its keys twice.
package struct RedundantInstallation: Hashable, Sendable {
    /// The module, by index in the graph's modules.
    package var module: Int
    /// The component it is installed in again, by index.
    package var component: Int
    /// The ancestor that has it already, by index.
    package var ancestor: Int
    /// The name in the module's `installIn:` that the component is or refines, as resolved.
    package var installedThrough: String
}
