/// Reports `@Injectable(as: P.self)` on a type that does not conform to `P`, at the attribute.
///
/// Only a protocol declared in the scanned sources is checked, and only when every type the conformance could come
/// through is known: a type reaches `P` through what it and its extensions inherit, their superclasses and the
/// protocols they refine. An unknown superclass from a module that is not scanned leaves the question open, and the
/// compiler answers it.
struct MissingConformanceValidator: GraphValidator {
    var id: DiagnosticID { .missingConformance }

    /// Protocols of the standard library and Foundation, which cannot refine a protocol of the scanned sources.
    static let knownProtocols: Set<String> = [
        "Sendable", "SendableMetatype", "AnyObject", "Any", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "Actor", "CaseIterable", "RawRepresentable", "BitwiseCopyable", "Copyable", "Escapable",
        "ObservableObject", "Observable",
    ]

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        return model.injectableBindings.flatMap { id -> [GraphProblem] in
            let binding = model.bindings[id]
            return binding.keys.dropFirst().compactMap { key -> GraphProblem? in
                guard model.declaredProtocols.contains(key.type), key.type != binding.valueType,
                    Self.conforms(binding.valueType, to: key.type, in: model) == false
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

    /// Whether `type` conforms to `target` through what the scanned sources declare; `nil` when a type it inherits
    /// is unknown, so that only the compiler can tell.
    static func conforms(_ type: String, to target: String, in model: BindingGraph) -> Bool? {
        var pending = [type]
        var seen: Set<String> = []
        var isKnown = true
        while let name = pending.popLast() {
            let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
            guard seen.insert(base).inserted else { continue }
            if base == target { return true }
            let inherited = model.conformances[name, default: []].union(model.conformances[base, default: []])
            if !model.declaredTypes.contains(base) && !knownProtocols.contains(base) && inherited.isEmpty {
                isKnown = false
            }
            pending += inherited
        }
        return isKnown ? false : nil
    }
}
