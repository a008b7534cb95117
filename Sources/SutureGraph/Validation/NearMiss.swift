import SutureSyntax

/// Bindings that were probably meant when a key has none: another qualifier, the optional or non-optional
/// type, or a type that conforms to the protocol asked for but is not bound as it.
enum NearMiss {
    /// The notes for a key nothing binds, most likely first.
    static func notes(for key: BindingKey, in graph: BindingGraph) -> [GraphDiagnostic.Note] {
        candidates(for: key, in: graph).map(\.note)
    }

    /// The notes for a key nothing binds, but for the one that names `conformer`, which the message already does.
    static func notes(for key: BindingKey, in graph: BindingGraph, excludingConformer conformer: Int)
        -> [GraphDiagnostic.Note]
    {
        candidates(for: key, in: graph).filter { $0.binding != conformer }.map(\.note)
    }

    /// The `@Injectable` types, by binding id, that conform to the protocol `key` names but are not bound as it.
    static func unaliasedConformers(of key: BindingKey, in graph: BindingGraph) -> [Int] {
        graph.bindings.filter { binding in
            guard binding.contribution == nil, case .injectable(let typeName, _) = binding.source else { return false }
            return !binding.keys.contains { $0.type == key.type }
                && graph.conformances[typeName].contains(key.type)
        }.map(\.id)
    }

    /// Whether two types are specializations of one generic type with other arguments: `Repository<User>` and
    /// `Repository<AppConfig>`.
    static func isOtherSpecialization(_ candidate: String, of type: String) -> Bool {
        guard candidate != type, case .named(let wanted) = TypeExpression(parsing: type),
            case .named(let bound) = TypeExpression(parsing: candidate), let last = wanted.last, !last.arguments.isEmpty
        else { return false }
        return wanted.map(\.name) == bound.map(\.name) && bound.last?.arguments.count == last.arguments.count
            && zip(wanted.dropLast(), bound.dropLast()).allSatisfy { $0.arguments == $1.arguments }
    }

    /// The bindings named by the notes for a key nothing binds, by id (a type that is not bound has none).
    static func bindingIDs(for key: BindingKey, in graph: BindingGraph) -> [Int] {
        candidates(for: key, in: graph).map(\.binding).filter { $0 >= 0 }
    }

    /// How a request spells the collection a contribution joins: `[Recipe]`, `[String: Recipe]`.
    static func collectionSpelling(of contribution: MultibindingContribution, type: String) -> String {
        switch contribution {
        case .set, .elements:
            return "[\(type)]"
        case .map(let mapKey):
            let keyType: String
            if mapKey.hasPrefix("\"") {
                keyType = "String"
            } else if Int(mapKey) != nil {
                keyType = "Int"
            } else {
                keyType = "Key"
            }
            return "[\(keyType): \(type)]"
        }
    }

    private static func candidates(for key: BindingKey, in graph: BindingGraph) -> [(
        note: GraphDiagnostic.Note, binding: Int
    )] {
        var result: [(note: GraphDiagnostic.Note, binding: Int)] = []
        let optionalType = TypeExpression(parsing: key.type).suffixable + "?"
        let unwrapped: String? = {
            if case .optional(let wrapped) = TypeExpression(parsing: key.type) { return wrapped.description }
            return nil
        }()
        for binding in graph.bindings where binding.contribution == nil {
            for candidate in binding.keys {
                if candidate.type == key.type && candidate.qualifier != key.qualifier {
                    result.append((.init("did you mean \(candidate), bound here?", at: binding.location), binding.id))
                } else if candidate.qualifier == key.qualifier && candidate.type == optionalType {
                    result.append(
                        (
                            .init(
                                "\(binding.displayName) binds the optional \(candidate); ask for \(candidate), or bind \(key) itself",
                                at: binding.location
                            ),
                            binding.id
                        )
                    )
                } else if candidate.qualifier == key.qualifier && candidate.type == unwrapped {
                    result.append((.init("did you mean \(candidate), bound here?", at: binding.location), binding.id))
                } else if candidate.qualifier == key.qualifier && isOtherSpecialization(candidate.type, of: key.type) {
                    result.append(
                        (
                            .init("did you mean \(candidate), bound by \(binding.displayName)?", at: binding.location),
                            binding.id
                        )
                    )
                }
            }
        }
        for id in unaliasedConformers(of: key, in: graph) {
            let binding = graph.bindings[id]
            guard case .injectable(let typeName, _) = binding.source else { continue }
            result.append(
                (
                    .init(
                        "\(typeName) conforms to \(key.type) but is not bound as it; add `as: \(TypeExpression(parsing: key.type).suffixable).self` to its @Injectable",
                        at: binding.attributeLocation ?? binding.location
                    ),
                    binding.id
                )
            )
        }
        let injectableTypes = Set(graph.injectableBindings.map { graph.bindings[$0].valueType })
        for (typeName, protocols) in graph.conformances.inherited.sorted(by: { $0.key < $1.key })
        where key.qualifier == nil && protocols.contains(key.type) && !injectableTypes.contains(typeName) {
            let spelling = TypeExpression(parsing: key.type).suffixable
            result.append(
                (
                    .init(
                        "\(typeName) conforms to \(key.type) but is not @Injectable; add @Injectable(as: \(spelling).self) to it, or provide it from a @Module",
                        at: nil
                    ),
                    -1
                )
            )
        }
        for binding in graph.bindings where binding.keys.contains(key) {
            guard let contribution = binding.contribution else { continue }
            result.append(
                (
                    .init(
                        "\(binding.displayName) contributes \(key) to a multibinding; ask for \(collectionSpelling(of: contribution, type: key.type)) to get every contribution",
                        at: binding.location
                    ),
                    binding.id
                )
            )
            break
        }
        return result
    }
}
