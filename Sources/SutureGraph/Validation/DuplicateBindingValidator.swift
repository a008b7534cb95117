/// Reports keys that two bindings answer within one component (its modules, its parents' and every
/// `@Injectable`), and map contributions that use the same key twice.
struct DuplicateBindingValidator: GraphValidator {
    var id: DiagnosticID { .duplicateBinding }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        var diagnostics: [GraphProblem] = []
        // A collision with an installed module's binding is a ConflictingContribution.
        for collision in graph.collisions where collision.installedModules.allSatisfy({ $0 == nil }) {
            diagnostics.append(Self.problem(collision, graph: model))
        }
        for index in model.components.indices {
            var contributions: [BindingKey: [Int]] = [:]
            for current in model.componentChain(from: index) {
                for id in model.components[current].moduleBindings + model.components[current].boundInstances {
                    let binding = model.bindings[id]
                    guard binding.contribution != nil else { continue }
                    for key in binding.keys { contributions[key, default: []].append(id) }
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

    /// One error per clash, at the binding that clashes in every configuration of the build (the first in source
    /// order when several do), whatever the file names; the others are its notes.
    private static func problem(_ collision: BindingCollisions.Collision, graph model: BindingGraph) -> GraphProblem {
        let everywhere = model.bindingsInEveryConfiguration
        let anchor =
            collision.bindings.first { id in
                everywhere.map { sites in model.bindings[id].location.map(sites.contains) ?? false } ?? true
            } ?? collision.bindings[0]
        let others = collision.bindings.filter { $0 != anchor }
        let binding = model.bindings[anchor]
        let times = collision.bindings.count == 2 ? "twice" : "\(collision.bindings.count) times"
        let rest = others.count == 1 ? "another binding" : "\(others.count) other bindings"
        return GraphProblem(
            message: "\(collision.key) is bound \(times): by \(binding.displayName) and by \(rest)",
            at: binding.location,
            notes: others.map { id in
                .init(
                    "\(model.bindings[id].displayName) binds \(collision.key) too, here",
                    at: model.bindings[id].location)
            },
            help:
                "remove one of \(others.count == 1 ? "the two" : "them"), or give one a name with `named:` and ask for it with @Named"
        )
    }
}
