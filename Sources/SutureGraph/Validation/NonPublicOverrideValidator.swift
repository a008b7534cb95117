import SutureSyntax

/// Warns where a public (or package) component's `Overrides` member is less visible than the component because it
/// names a type left at the default `internal`: code outside the module cannot replace it, and nobody said that was
/// meant. A type declared `internal` (or `package`) on purpose keeps its member that level without a word.
struct NonPublicOverrideValidator: GraphValidator {
    var id: DiagnosticID { .nonPublicOverride }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        let isExported: (Int) -> Bool = {
            TypeAccess.rank(model.components[$0].declaration.accessLevel) >= TypeAccess.rank(.package)
        }
        // Most components are internal: their `Overrides` is, and no member is narrower than it.
        guard model.rootComponents.contains(where: isExported) else { return [] }
        let replaceable = ReplaceableKeys(resolved: graph) {
            model.isGenerated(component: $0) && isExported(model.rootComponent(of: $0))
        }
        var problems: [GraphProblem] = []
        for root in replaceable.entries.keys.sorted() {
            let component = model.components[root]
            let level = component.declaration.accessLevel
            for entry in replaceable.entries[root] ?? [] {
                let memberLevel = entry.level(in: level)
                guard memberLevel != level else { continue }
                let narrowing = entry.nonPublicTypes.filter {
                    TypeAccess.rank($0.access.level) < TypeAccess.rank(level)
                }
                // A level someone wrote is a choice; only a default one is reported.
                let defaulted = narrowing.filter { !$0.access.isWritten }
                guard !defaulted.isEmpty else { continue }
                let names = defaulted.map(\.name)
                let listed = Self.list(names)
                let verb = names.count == 1 ? "is" : "are"
                let replaced = names == [entry.key.type] && entry.key.qualifier == nil ? "it" : "\(entry.key)"
                problems.append(
                    GraphProblem(
                        severity: .warning,
                        message:
                            "\(component.generatedName).Overrides.\(entry.memberName) is \(Self.word(memberLevel)), "
                            + "not \(Self.word(level)) like \(component.name): \(listed) \(verb) internal by default",
                        at: entry.location,
                        help: "make \(listed) \(Self.word(level)) so that code outside \(component.moduleName) can "
                            + "replace \(replaced), or write `internal` on \(listed) to keep the replacement inside the "
                            + "module (and `@testable import`)"
                    )
                )
            }
        }
        return problems
    }

    /// `public`, `package`, `internal`.
    private static func word(_ level: AccessLevel) -> String { level.rawValue }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
