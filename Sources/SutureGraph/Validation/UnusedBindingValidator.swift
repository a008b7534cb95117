/// Warns about module bindings that no entry point of the component reaches (modules included twice count once).
struct UnusedBindingValidator: GraphValidator {
    var id: DiagnosticID { .unusedBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        let model = graph.graph
        var diagnostics: [GraphDiagnostic] = []
        for root in model.rootComponents {
            let tree = Set(model.components.indices.filter { Self.root(of: $0, in: model) == root })
            let reached = Set(graph.edges.keys.filter { tree.contains($0.component) }.map(\.binding))
            var reported: Set<Int> = []
            for index in tree.sorted() {
                for id in model.components[index].moduleBindings where !reached.contains(id) {
                    guard reported.insert(id).inserted else { continue }
                    let binding = model.bindings[id]
                    diagnostics.append(
                        GraphDiagnostic(
                            .unusedBinding,
                            severity: .warning,
                            message: "\(binding.displayName) binds \(binding.keys[0]), which no entry point of \(model.components[root].name) reaches",
                            at: binding.location,
                            notes: [.init("remove it, or ask for \(binding.keys[0].type) from a binding or entry point", at: nil)]
                        )
                    )
                }
            }
        }
        return diagnostics
    }

    private static func root(of component: Int, in model: BindingGraph) -> Int {
        var current = component
        var seen: Set<Int> = [component]
        while let parent = model.components[current].parent, seen.insert(parent).inserted { current = parent }
        return current
    }
}
