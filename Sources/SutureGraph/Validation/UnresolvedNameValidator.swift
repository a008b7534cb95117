import SutureSyntax

/// Reports names in `modules:`, `omitting:` and `includes:` that no scanned `@Module` declares, with the nearest declared name.
struct UnresolvedNameValidator: GraphValidator {
    var id: DiagnosticID { .unresolvedName }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        graph.graph.unresolvedModuleReferences.map { reference in
            let message: String
            switch reference.referrer {
            case .component(let name):
                message =
                    "\(name) lists module \(reference.written), but no @Module enum named \(reference.resolved) is in the scanned sources"
            case .omission(let name):
                message =
                    "\(name) omits module \(reference.written), but no @Module enum named \(reference.resolved) is in the scanned sources"
            case .module(let name):
                message =
                    "\(name) includes \(reference.written), but no @Module enum named \(reference.resolved) is in the scanned sources"
            }
            return GraphProblem(
                message: message,
                at: reference.location,
                notes: Self.notes(for: reference.resolved, in: graph.graph),
                help: "declare \(reference.resolved) with @Module, or add the target that declares it as a dependency"
            )
        }
    }

    /// The nearest declared module name, if one is close.
    private static func notes(for name: String, in graph: BindingGraph) -> [GraphDiagnostic.Note] {
        var notes: [GraphDiagnostic.Note] = []
        if let nearest = NameDistance.closest(to: name, among: graph.modules, spelledAs: \.name) {
            notes.append(.init("did you mean \(nearest.name), declared here?", at: nearest.location))
        }
        return notes
    }
}
