/// Reports a dependency's `#if` block that decides bindings the target's components use, when nobody said whether the
/// dependency's build defines the flags it reads: copied into the target's generated file, the guard would be decided
/// by the target's defines, and a wrong guess is an error inside generated code.
struct UndecidedConditionValidator: GraphValidator {
    var id: DiagnosticID { .undecidedCondition }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        let model = graph.graph
        guard !model.undecidedConditions.isEmpty else { return [] }
        var used = Set(graph.edges.keys.map(\.binding))
        for request in graph.allRequests {
            if case .resolved(let nodes) = request.edge.outcome { used.formUnion(nodes.map(\.binding)) }
        }
        let target = model.targetModuleName
        return model.undecidedConditions.compactMap { condition in
            let decides = used.contains { id in
                guard let location = model.bindings[id].location else { return false }
                return location.file == condition.location.file && condition.lines.contains(location.line)
            }
            guard decides else { return nil }
            let flags = condition.flags.joined(separator: ", ")
            let module = condition.moduleName
            let defines = condition.flags.map { "--define \(module)=\($0)" }.joined(separator: " ")
            return GraphProblem(
                message: "nobody said whether \(module) defines \(flags), which this #if reads: the code generated in "
                    + "\(target) would decide it by the defines of \(target), not those of \(module)",
                at: condition.location,
                help: "say what \(module) defines: `\(defines)` to suture where its build sets it, any other --define "
                    + "where it does not, or \"defines\" on the module in suture-sources.json under Xcode (the build "
                    + "plugin reads each target's own)"
            )
        }
    }
}
