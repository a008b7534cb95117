import SutureSyntax

/// The `@Module`s that would answer a request but that its component does not list: the one lookup behind the
/// MissingBinding error (nothing else answers) and the UnlistedModule warning (a default, `nil` or a smaller
/// multibinding stands in).
enum UnlistedModules {
    /// A component that does not list a module which would answer some of its requests.
    struct Omission: Hashable {
        /// The component that asks, by index.
        var component: Int
        /// The module it does not list, by index.
        var module: Int
    }

    /// The first `@Module` by name that binds `key` and that no component from `component` up lists.
    ///
    /// With `excludingOmitted`, a module that a component of the chain leaves out with `omitting:` does not count:
    /// leaving a module out on purpose silences a warning, never an error.
    static func module(
        answering key: BindingKey,
        in component: Int,
        graph: ResolvedGraph,
        excludingOmitted: Bool = false
    ) -> Int? {
        let model = graph.graph
        let listed = listedBindings(from: component, graph: model)
        let omitted = excludingOmitted ? omittedModules(from: component, graph: model) : []
        return model.modules.indices.filter { index in
            !omitted.contains(index)
                && model.modules[index].bindings.contains { id in
                    !listed.contains(id) && model.bindings[id].answers(key)
                }
        }.min { model.modules[$0].name < model.modules[$1].name }
    }

    /// Every `@Module`, by name, that contributes to the multibinding `request` asks for and that no component from
    /// `component` up lists, except those a component of the chain leaves out with `omitting:`.
    static func modules(contributingTo request: DependencyRequest, in component: Int, graph: ResolvedGraph) -> [Int] {
        let model = graph.graph
        let listed = listedBindings(from: component, graph: model)
        let omitted = omittedModules(from: component, graph: model)
        return model.modules.indices.filter { index in
            !omitted.contains(index)
                && model.modules[index].bindings.contains { id in
                    !listed.contains(id) && contributes(model.bindings[id], to: request)
                }
        }.sorted { model.modules[$0].name < model.modules[$1].name }
    }

    /// The first component from `component` up that leaves `module` out with `omitting:`, by index.
    static func omitter(of module: Int, from component: Int, graph: BindingGraph) -> Int? {
        graph.componentChain(from: component).first { graph.components[$0].omittedModules.contains(module) }
    }

    /// Whether `binding` contributes to the multibinding `request` asks for: `[T]` or `[K: T]`.
    static func contributes(_ binding: Binding, to request: DependencyRequest) -> Bool {
        guard binding.keys.contains(request.key), let contribution = binding.contribution else { return false }
        switch (contribution, request.kind) {
        case (.set, .set), (.elements, .set), (.map, .map): return true
        case (.set, _), (.elements, _), (.map, _): return false
        }
    }

    /// The bindings of the modules listed by the components from `component` up, by id.
    private static func listedBindings(from component: Int, graph: BindingGraph) -> Set<Int> {
        Set(graph.componentChain(from: component).flatMap { graph.components[$0].moduleBindings })
    }

    /// The modules left out with `omitting:` by the components from `component` up, by index.
    private static func omittedModules(from component: Int, graph: BindingGraph) -> Set<Int> {
        Set(graph.componentChain(from: component).flatMap { graph.components[$0].omittedModules })
    }
}
