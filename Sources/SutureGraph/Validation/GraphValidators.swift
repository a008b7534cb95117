import SutureSyntax

/// The rules the graph compiler runs, each once per build; a new rule is a new file and one line here.
enum GraphValidators {
    static let all: [any GraphValidator] = [
        TooManyConfigurationsValidator(),
        DeclarationValidator(),
        UnresolvedNameValidator(),
        AmbiguousInitializerValidator(),
        MissingBindingValidator(),
        UnlistedModuleValidator(),
        MissingConformanceValidator(),
        DuplicateBindingValidator(),
        ConflictingContributionValidator(),
        RedundantInstallationValidator(),
        InstallTargetNotFoundValidator(),
        CycleValidator(),
        CaptiveDependencyValidator(),
        InaccessibleInitializerValidator(),
        ArgumentMismatchValidator(),
        IsolationValidator(),
        EffectValidator(),
        UnsupportedScopeValidator(),
        UnusedBindingValidator(),
        UncollectedServiceValidator(),
        UndecidedConditionValidator(),
        NonPublicOverrideValidator(),
    ]

    /// Every problem of every rule, sorted by place; the same problem found in several components is reported
    /// once, with the path from each of them.
    static func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        var result: [GraphDiagnostic] = []
        var indices: [ProblemKey: Int] = [:]
        // The rules read the graph and nothing else, so they run on every processor at once; their problems are
        // merged in the list's order, as if they had run one after the other.
        let found = all.concurrentMap { $0.validate(graph) }
        for (validator, problems) in zip(all, found) {
            for problem in problems {
                let diagnostic = GraphDiagnostic(validator.id, problem)
                let key = ProblemKey(diagnostic)
                guard let index = indices[key] else {
                    indices[key] = result.count
                    result.append(diagnostic)
                    continue
                }
                result[index].notes = merge(result[index].notes, diagnostic.notes)
            }
        }
        return result.sorted()
    }

    /// What makes two diagnostics the same problem: the rule, the severity, the message and the place.
    private struct ProblemKey: Hashable {
        var id: DiagnosticID
        var severity: GraphDiagnostic.Severity
        var message: String
        var location: SyntaxLocation?

        init(_ diagnostic: GraphDiagnostic) {
            id = diagnostic.id
            severity = diagnostic.severity
            message = diagnostic.message
            location = diagnostic.location
        }
    }

    /// `notes` with the notes of `other` it lacks, each placed before the next note the two share, so that a second
    /// path to the entry point follows the first and the near misses stay last.
    private static func merge(_ notes: [GraphDiagnostic.Note], _ other: [GraphDiagnostic.Note]) -> [GraphDiagnostic
        .Note]
    {
        var merged = notes
        for (position, note) in other.enumerated() where !merged.contains(note) {
            let nextShared = other[(position + 1)...].first { merged.contains($0) }
            let index = nextShared.flatMap { merged.firstIndex(of: $0) } ?? merged.count
            merged.insert(note, at: index)
        }
        return merged
    }
}
