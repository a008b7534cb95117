/// Reports `@Injectable` types with several initializers and none marked `@Inject`.
struct AmbiguousInitializerValidator: GraphValidator {
    var id: DiagnosticID { .ambiguousInitializer }

    func validate(_ graph: ResolvedGraph) -> [GraphDiagnostic] {
        graph.graph.readingDiagnostics.filter { $0.id == .ambiguousInitializer }
    }
}
