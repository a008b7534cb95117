/// Reports keys that two bindings answer within one component (its modules, its parents' and every
/// `@Injectable`), and map contributions that use the same key twice.
struct DuplicateBindingValidator: GraphValidator {
    var id: DiagnosticID { .duplicateBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var diagnostics: [GraphProblem] = []
        for index in model.components.indices {
            var view: [BindingKey: Set<Int>] = [:]
            var contributions: [BindingKey: [Int]] = [:]
            var component: Int? = index
            var seenComponents: Set<Int> = []
            while let current = component, seenComponents.insert(current).inserted {
                for id in model.components[current].moduleBindings + model.components[current].boundInstances {
                    let binding = model.bindings[id]
                    for key in binding.keys {
                        if binding.contribution == nil {
                            view[key, default: []].insert(id)
                        } else {
                            contributions[key, default: []].append(id)
                        }
                    }
                }
                component = model.components[current].parent
            }
            for id in model.injectableBindings {
                for key in model.bindings[id].keys { view[key, default: []].insert(id) }
            }
            for (key, ids) in view where ids.count > 1 {
                let sorted = ids.sorted { Self.place(model.bindings[$0]) < Self.place(model.bindings[$1]) }
                let first = model.bindings[sorted[0]]
                for id in sorted.dropFirst() {
                    let binding = model.bindings[id]
                    diagnostics.append(
                        GraphProblem(
                            message: "\(key) is bound twice: by \(binding.displayName) and by \(first.displayName)",
                            at: binding.location,
                            notes: [
                                .init(
                                    "\(first.displayName) binds \(key) here",
                                    at: first.location)
                            ],
                            help: "remove one of the two, or give one a name with `named:` and ask for it with @Named"
                        )
                    )
                }
            }
            for (key, ids) in contributions {
                var byMapKey: [String: Int] = [:]
                for id in Set(ids).sorted() {
                    guard case .map(let mapKey)? = model.bindings[id].contribution else { continue }
                    if let first = byMapKey[mapKey] {
                        diagnostics.append(
                            GraphProblem(
                                message:
                                    "\(model.bindings[id].displayName) contributes \(key) under map key \(mapKey), which \(model.bindings[first].displayName) already uses",
                                at: model.bindings[id].location,
                                notes: [
                                    .init(
                                        "\(model.bindings[first].displayName) contributes it here",
                                        at: model.bindings[first].location)
                                ],
                                help: "give one of the two another map key, or remove one"
                            )
                        )
                    } else {
                        byMapKey[mapKey] = id
                    }
                }
            }
        }
        return diagnostics
    }

    private static func place(_ binding: Binding) -> String {
        guard let location = binding.location else { return "" }
        return
            "\(location.file)\u{0}\(String(repeating: "0", count: max(0, 8 - String(location.line).count)))\(location.line)"
    }
}
