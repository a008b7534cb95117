/// Reports names in `modules:` and `includes:` that no scanned `@Module` declares.
struct UnresolvedNameValidator: GraphValidator {
    var id: DiagnosticID { .unresolvedName }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.graph.readingDiagnostics.filter { $0.id == .unresolvedName }
    }
}
