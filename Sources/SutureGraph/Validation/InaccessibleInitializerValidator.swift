/// Reports bindings the generated code cannot call: private or local types and initializers, and, across
/// modules, anything that is not public.
struct InaccessibleInitializerValidator: GraphValidator {
    var id: DiagnosticID { .inaccessibleInitializer }

    func validate(_ graph: ResolvedGraph) -> [GraphProblem] {
        var reported: Set<Int> = []
        var diagnostics: [GraphProblem] = []
        for node in graph.edges.keys.sorted() {
            let binding = graph.graph.bindings[node.binding]
            guard let reason = binding.inaccessibility, reported.insert(binding.id).inserted,
                let reach = graph.reaches[node]
            else { continue }
            diagnostics.append(
                GraphProblem(
                    message: "generated code cannot build \(binding.keys[0]): \(Self.describe(reason))",
                    at: graph.request(reach).location,
                    notes: graph.requestNotes(graph.request(reach), from: reach.from, in: reach.entryComponent)
                        + [
                            .init(
                                "this declaration is what generated code cannot reach",
                                at: binding.inaccessibilityLocation ?? binding.location)
                        ],
                    help: Self.fix(reason)
                )
            )
        }
        return diagnostics
    }

    /// Why generated code cannot reach the declaration, and the fix where there is one.
    private static func describe(_ reason: Inaccessibility) -> String {
        switch reason {
        case .declaredInFunction(let name):
            return "\(name) is declared inside a function, where generated code cannot name it"
        case .fileScoped(let name, let declaration, let level):
            let use =
                switch declaration {
                case .type: "build"
                case .module: "call"
                }
            return "\(name) is \(level.rawValue), so generated code in another file cannot \(use) it"
        case .initializerFileScoped(let typeName, let signature, let level):
            return "\(typeName).\(signature) is \(level.rawValue)"
        case .notPublic(let name, let level, let module):
            return "\(name) is \(level.rawValue) in module \(module)"
        case .initializerNotPublic(let typeName, let signature, let level, let isImplicit, let module):
            let what =
                isImplicit
                ? "\(typeName)'s implicit \(signature) is internal"
                : "\(typeName).\(signature) is \(level.rawValue)"
            return "\(what) in module \(module)"
        }
    }

    /// The change that lets generated code reach the declaration.
    private static func fix(_ reason: Inaccessibility) -> String {
        switch reason {
        case .declaredInFunction(let name):
            return "move \(name) out of the function, to the top level of a file or into a type"
        case .fileScoped(let name, _, _):
            return "make \(name) internal (or leave out the access modifier)"
        case .initializerFileScoped(let typeName, let signature, _):
            return "make \(typeName).\(signature) internal (or leave out the access modifier)"
        case .notPublic(let name, _, _):
            return "make \(name) public"
        case .initializerNotPublic(let typeName, let signature, _, let isImplicit, _):
            return isImplicit
                ? "declare a public \(signature) in \(typeName); the implicit one is never public"
                : "make \(typeName).\(signature) public"
        }
    }
}
