/// Reports sources whose `#if` blocks around Suture declarations tell apart more configurations of the build than
/// the graph compiler checks; past the limit only the primary configuration was read, so the build stops here.
struct TooManyConfigurationsValidator: GraphValidator {
    var id: DiagnosticID { .tooManyConfigurations }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        guard let limit = graph.graph.exceededConfigurationLimit else { return [] }
        return [
            GraphProblem(
                message: "the #if blocks around Suture declarations read \(limit.settings.count) settings "
                    + "(\(limit.settings.joined(separator: ", "))), which make more than \(ConfigurationSpace.limit) "
                    + "configurations of the build to check",
                at: limit.location,
                help: "decide fewer declarations with #if: keep one declaration and branch inside its body, or "
                    + "gather conditions that go together under one custom condition"
            )
        ]
    }
}
