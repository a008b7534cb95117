/// Reports `@Injectable(as: P.self)` on a type that does not conform to `P`, at the attribute.
///
/// Only a protocol declared in the scanned sources is checked, and only when every type the conformance could come
/// through is known: a type reaches `P` through what it and its extensions inherit, their superclasses and the
/// protocols they refine. An unknown superclass from a module that is not scanned leaves the question open, and the
/// compiler answers it.
struct MissingConformanceValidator: GraphValidator {
    var id: DiagnosticID { .missingConformance }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        return model.injectableBindings.flatMap { id -> [GraphProblem] in
            let binding = model.bindings[id]
            return binding.keys.dropFirst().compactMap { key -> GraphProblem? in
                guard model.declaredProtocols.contains(key.type), key.type != binding.valueType,
                    model.conformances.conforms(binding.valueType, to: key.type) == false
                else { return nil }
                return GraphProblem(
                    message: "\(binding.displayName) is bound as \(key.type) by `as:`, but does not conform to "
                        + key.type,
                    at: binding.attributeLocation ?? binding.location,
                    help: "add \(key.type) to what \(binding.displayName) conforms to, or remove \(key.type).self "
                        + "from `as:`"
                )
            }
        }
    }
}
