/// The graph compiler: scans sources, builds and checks the binding graph of every `@Component`, and writes
/// the generated Swift, the diagnostics and pictures of the graph. The CLI, the plugins and the tests call it.
package struct GraphCompiler: Sendable {
    /// The version the CLI reports and generated headers name.
    package static let version = "0.1.0"

    /// Creates a compiler.
    package init() {}

    /// Scans, models and validates the input.
    package func analyze(_ input: GraphInput) -> Analysis {
        let scanner = SourceScanner()
        let modules =
            [scanner.scan(input.target, isTarget: true)]
            + input.dependencies.map { scanner.scan($0, isTarget: false) }
        var builder = GraphBuilder(modules: modules)
        let graph = builder.build()
        let resolved = GraphResolver(graph: graph).resolve()
        return Analysis(
            resolved: resolved,
            diagnostics: GraphValidators.validate(resolved),
            targetFiles: input.target.files
        )
    }

    /// When the generated file holds the `registrations` group of every `@Injectable` and `@Module`.
    package enum RegistrationsEmission: String, CaseIterable, Sendable {
        /// Always.
        case always
        /// Only when a file of the target names the enum that holds it (`SutureGenerated`).
        ///
        /// Naming `T.registration` makes the compiler expand `@Injectable` on `T` again in the generated
        /// file's job, which doubles the macro work of a module in a debug build; a target that never uses
        /// the group should not pay for it.
        case whenReferenced = "when-referenced"
        /// Always, and `public`: a library offers its registrations to its tests and to the modules that depend on
        /// it (`Feature.SutureGenerated.registrations`), with no file that names them.
        case `public`
    }

    /// What one analysis found: the resolved graph and every problem.
    package struct Analysis: Sendable {
        /// The graph with every request answered.
        package let resolved: ResolvedGraph
        /// Every problem, sorted by place.
        package let diagnostics: [GraphDiagnostic]
        /// The target's files, to see whether they use the registrations group.
        let targetFiles: [SourceFile]

        /// Whether any problem is an error.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The generated Swift file, or `nil` when there are errors.
        ///
        /// `registrationsTypeName` names the enum that holds `registrations` (`SutureGenerated` unless several
        /// generated files share one module, as the compiled goldens do); `registrations` says when it is written.
        package func generatedSource(
            registrationsTypeName: String = "SutureGenerated",
            registrations: RegistrationsEmission = .whenReferenced
        ) -> String? {
            guard !hasErrors else { return nil }
            let emitsRegistrations: Bool
            switch registrations {
            case .always, .public: emitsRegistrations = true
            case .whenReferenced: emitsRegistrations = targetFiles.contains { $0.text.containsUTF8(registrationsTypeName) }
            }
            let plan = GeneratedFilePlan(
                resolved: resolved,
                registrationsTypeName: emitsRegistrations ? registrationsTypeName : nil,
                registrationsArePublic: registrations == .public
            )
            return SwiftRenderer(plan: plan, version: GraphCompiler.version).render()
        }

        /// The diagnostics as a compiler prints them, one block per problem.
        package var formattedDiagnostics: String {
            diagnostics.map(\.formatted).joined(separator: "\n")
        }
    }
}

/// The pictures `suture graph` draws.
package enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart.
    case mermaid
    /// JSON in the documented schema.
    case json
}

extension GraphCompiler.Analysis {
    /// The graph drawn in `format`, for every component or for `component` and its subcomponents.
    package func picture(_ format: GraphFormat, component: String? = nil) -> String {
        let picture = GraphPicture(resolved, component: component)
        switch format {
        case .dot: return DotRenderer(picture: picture).render()
        case .mermaid: return MermaidRenderer(picture: picture).render()
        case .json:
            return JSONRenderer(picture: picture, diagnostics: diagnostics, moduleName: resolved.graph.targetModuleName)
                .render()
        }
    }

    /// The names of the components, for checking a `--component` argument.
    package var componentNames: [String] { resolved.graph.components.map(\.name) }
}
