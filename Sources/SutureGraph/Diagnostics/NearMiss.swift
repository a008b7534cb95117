/// Bindings that were probably meant when a key has none: another qualifier, the optional or non-optional
/// type, or a type that conforms to the protocol asked for but is not bound as it.
enum NearMiss {
    /// The notes for a key nothing binds, most likely first.
    static func notes(for key: BindingKey, in graph: BindingGraph) -> [GraphDiagnostic.Note] {
        var notes: [GraphDiagnostic.Note] = []
        let optionalType = TypeExpression(parsing: key.type).suffixable + "?"
        let unwrapped: String? = {
            if case .optional(let wrapped) = TypeExpression(parsing: key.type) { return wrapped.description }
            return nil
        }()
        for binding in graph.bindings where binding.contribution == nil {
            for candidate in binding.keys {
                if candidate.type == key.type && candidate.qualifier != key.qualifier {
                    notes.append(.init("did you mean \(candidate), bound here?", at: binding.location))
                } else if candidate.qualifier == key.qualifier
                    && (candidate.type == optionalType || candidate.type == unwrapped)
                {
                    notes.append(.init("did you mean \(candidate), bound here?", at: binding.location))
                }
            }
        }
        for binding in graph.bindings where binding.contribution == nil {
            guard case .injectable(let typeName, _) = binding.source, !binding.keys.contains(where: { $0.type == key.type }),
                graph.conformances[typeName]?.contains(key.type) == true
            else { continue }
            notes.append(
                .init(
                    "\(typeName) conforms to \(key.type) but is not bound as it; add `as: \(TypeExpression(parsing: key.type).suffixable).self` to its @Injectable",
                    at: binding.location
                )
            )
        }
        for contribution in graph.bindings where contribution.contribution != nil && contribution.keys.contains(key) {
            notes.append(
                .init(
                    "\(contribution.displayName) contributes \(key) to a multibinding; ask for [\(key.type)] to get every contribution",
                    at: contribution.location
                )
            )
            break
        }
        return notes
    }
}
