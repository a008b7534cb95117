/// The keys that two bindings answer within one component: its modules, its ancestors' and every `@Injectable`. Found
/// once per resolved graph (`ResolvedGraph.collisions`) for DuplicateBinding and ConflictingContribution, which tell
/// the collisions apart by whether a module installed by `@Module(installIn:)` takes part.
enum BindingCollisions {
    /// Two or more bindings that answer `key` in the view of `component`.
    struct Collision: Sendable {
        /// The component whose view holds them, by index.
        var component: Int
        /// The key they answer.
        var key: BindingKey
        /// The bindings, by id, in source order.
        var bindings: [Int]
        /// For each of `bindings`, the module installed by `@Module(installIn:)` in the component or above it that
        /// declares it, by index; `nil` for a listed module's binding, an `@Injectable` or a bound instance.
        var installedModules: [Int?]
    }

    /// Every collision of plain bindings (not multibinding contributions), component by component.
    static func all(in graph: BindingGraph) -> [Collision] {
        var collisions: [Collision] = []
        for index in graph.components.indices {
            var view: [BindingKey: Set<Int>] = [:]
            for current in graph.componentChain(from: index) {
                for id in graph.components[current].moduleBindings + graph.components[current].boundInstances {
                    let binding = graph.bindings[id]
                    guard binding.contribution == nil else { continue }
                    for key in binding.keys { view[key, default: []].insert(id) }
                }
            }
            for id in graph.injectableBindings {
                for key in graph.bindings[id].keys { view[key, default: []].insert(id) }
            }
            for (key, ids) in view where ids.count > 1 {
                let sorted = ids.sorted { place(graph.bindings[$0]) < place(graph.bindings[$1]) }
                let installed = sorted.map { installedModule(declaring: graph.bindings[$0], in: index, graph: graph) }
                collisions.append(
                    Collision(component: index, key: key, bindings: sorted, installedModules: installed))
            }
        }
        return collisions
    }

    /// The module installed by `@Module(installIn:)` in `component` or above it that declares `binding`, by index;
    /// nil when the binding comes from a listed module, an `@Injectable` type or a bound instance.
    static func installedModule(declaring binding: Binding, in component: Int, graph: BindingGraph) -> Int? {
        guard case .provider(let moduleName, _) = binding.source else { return nil }
        for current in graph.componentChain(from: component) {
            if let module = graph.components[current].installedModules.first(where: {
                graph.modules[$0].name == moduleName
            }) {
                return module
            }
        }
        return nil
    }

    /// The component that has `module` installed, from `component` up.
    static func installingComponent(of module: Int, from component: Int, graph: BindingGraph) -> Int? {
        graph.componentChain(from: component).first { graph.components[$0].installedModules.contains(module) }
    }

    /// A key that sorts bindings by file, then line.
    static func place(_ binding: Binding) -> String {
        guard let location = binding.location else { return "" }
        return
            "\(location.file)\u{0}\(String(repeating: "0", count: max(0, 8 - String(location.line).count)))\(location.line)"
    }
}
