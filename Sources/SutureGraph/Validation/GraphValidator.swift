import SutureSyntax

/// One rule of the graph: it reads the resolved graph and reports every place that breaks the rule.
protocol GraphValidator: Sendable {
    /// The rule's stable identifier, which the validator list stamps on every problem the rule finds.
    var id: DiagnosticID { get }
    /// Every problem of the rule in the graph.
    func validate(_ graph: ResolvedGraph) -> [GraphProblem]
}
