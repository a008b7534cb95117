/// The graph compiler: scans sources, builds and checks the binding graph of every `@Component`, and writes
/// the generated Swift, the diagnostics and pictures of the graph. The CLI, the plugins and the tests call it.
package struct GraphCompiler: Sendable {
    /// The version the CLI reports and generated headers name.
    package static let version = "0.1.0"

    /// What follows the analysis, which it prepares while the graph rules run: nothing, the generated file's wiring,
    /// or a picture.
    package var purpose: Purpose

    /// Creates a compiler for `purpose`: checking alone unless said otherwise.
    package init(purpose: Purpose = .check) {
        self.purpose = purpose
    }

    /// Scans, models and validates the input, in every configuration of the build its `#if` blocks tell apart.
    /// With a `cache`, a file whose entry it holds is not parsed, and each file parsed is stored in it.
    ///
    /// Given the only copy of `input`, the dependencies' source texts (most of a large app's) are let go once they are
    /// scanned: what the graph needs of them is in the scans. What the `purpose` names is prepared on another processor
    /// while the graph is validated.
    package func analyze(_ input: consuming GraphInput, cache: (any ScanCache)? = nil) -> Analysis {
        if let cache {
            return analyze(IncrementalScan(input, cache: cache, compilerVersion: Self.version))
        }
        let modules =
            [PreparedModule(input.target, isTarget: true)]
            + input.dependencies.map { PreparedModule($0, isTarget: false) }
        for index in input.dependencies.indices { input.dependencies[index].files = [] }
        return analyze(input, modules: consume modules)
    }

    /// Models and validates the files `scan` read, reading the entries it left in its cache.
    package func analyze(_ scan: IncrementalScan) -> Analysis {
        analyze(scan.input, modules: scan.preparedModules())
    }

    /// Models and validates `input`, whose files `modules` hold scanned (target first).
    private func analyze(_ input: GraphInput, modules: consuming [PreparedModule]) -> Analysis {
        let sourceModules = [input.target] + input.dependencies
        // A flag a module's own defines decide is no dimension of the space: each module reads its own value.
        let defines = ModuleDefines(sourceModules)
        let decided = sourceModules.map { defines.decided(in: $0) }
        let conditionalFiles = modules.flatMap(\.conditionalFiles)
        let decidedByFile = Dictionary(
            zip(modules, decided).flatMap { module, flags in module.conditionalFiles.map { ($0.file.path, flags) } },
            uniquingKeysWith: { first, _ in first })
        var settings: [BuildSetting: Set<String>] = [:]
        for file in conditionalFiles {
            let flags = decidedByFile[file.file.path] ?? [:]
            settings.merge(file.settings.filter { $0.key.kind != .flag || flags[$0.key.name] == nil }) {
                $0.union($1)
            }
        }
        let space = ConfigurationSpace(settings)
        // A dependency's flag that neither its defines nor any module's decide would be decided by the target's.
        let open = Set(space.dimensions.map(\.setting).filter { $0.kind == .flag }.map(\.name))
        let undecided = zip(sourceModules, modules).dropFirst().filter { $0.0.defines == nil }.flatMap { _, module in
            module.conditionalFiles.flatMap { UndecidedCondition.blocks(of: $0, in: module.name, open: open) }
        }
        let exceededLimit = space.count == nil ? ConfigurationLimit(exceededBy: space, files: conditionalFiles) : nil
        // Past the limit, the primary configuration alone is read, for the pictures; the error stops the build.
        let variants = exceededLimit != nil ? [BuildVariant(choices: space.dimensions.map { _ in 0 })] : space.variants

        // Which clauses each configuration keeps of each conditional file; each distinct text is read once.
        let keys = variants.map { variant in
            zip(modules, decided).flatMap { module, flags in
                let configuration = AssumedBuildConfiguration(variant, of: space, decidedFlags: flags)
                return module.conditionalFiles.map {
                    ConditionalText(file: $0, active: $0.activeClauses(in: configuration))
                }
            }
        }
        var distinct: [ConditionalText] = []
        var seen: Set<ConditionalText> = []
        for key in keys.joined() where seen.insert(key).inserted { distinct.append(key) }
        // The scans are let go once the models are built, before the graphs are resolved.
        let models = Self.models(of: consume modules, keys: keys, distinct: distinct)
        var graphs = Array(variants.indices).concurrentMap { index -> ResolvedGraph in
            var graph = models[index]
            graph.undecidedConditions = undecided
            graph.exceededConfigurationLimit = exceededLimit
            return GraphResolver(graph: graph).resolve()
        }
        if graphs.count > 1 {
            let everywhere = graphs.dropFirst().reduce(Set(graphs[0].graph.bindings.compactMap(\.location))) {
                $0.intersection($1.graph.bindings.compactMap(\.location))
            }
            for index in graphs.indices { graphs[index].graph.bindingsInEveryConfiguration = everywhere }
        }
        let resolvedGraphs = graphs
        let (plansWiring, drawing): (Bool, PictureChoice?) =
            switch purpose {
            case .check: (false, nil)
            case .generate: (true, nil)
            case .draw(let choice): (false, choice)
            }
        // The picture reads the resolved graph alone, so it is built while the validators run.
        let drawn = drawing.map { choice in
            let variant = choice.configuration?.variant(in: space)
            let resolved = resolvedGraphs[variants.firstIndex { $0 == variant } ?? 0]
            return BackgroundValue {
                Analysis.DrawnPicture(choice: choice, picture: GraphPicture(resolved, component: choice.component))
            }
        }
        let builds = Array(variants.indices).concurrentMap { index -> Analysis.Build in
            let resolved = resolvedGraphs[index]
            guard plansWiring else {
                return Analysis.Build(
                    variant: variants[index], resolved: resolved, diagnostics: GraphValidators.validate(resolved))
            }
            // The plan reads the resolved graph alone: made while the rules run, and dropped when they find an error.
            let (diagnostics, wiring) = concurrently(
                { GraphValidators.validate(resolved) }, { WiringPlan(resolved: resolved) })
            return Analysis.Build(
                variant: variants[index], resolved: resolved, diagnostics: diagnostics, wiring: wiring)
        }
        let diagnostics = Analysis.merge(builds, in: space)
        return Analysis(
            space: space,
            builds: builds,
            diagnostics: diagnostics,
            conditionalTextCount: distinct.count,
            targetFiles: input.target.files,
            moduleDefines: sourceModules.compactMap { module in
                module.defines.flatMap { $0.isEmpty ? nil : (module: module.name, flags: $0.sorted()) }
            },
            drawn: drawn?.result()
        )
    }

    /// The model of each configuration, whose conditional files keep the clauses `keys` name: the scans, and the
    /// conditional files read in each configuration (`distinct`), live only while this runs.
    private static func models(
        of modules: consuming [PreparedModule], keys: [[ConditionalText]], distinct: [ConditionalText]
    ) -> [BindingGraph] {
        let reads = distinct.concurrentMap { key in
            SourceScanner.scan(SourceFile(path: key.file.file.path, text: key.file.text(keeping: key.active)))
        }
        let readByKey = Dictionary(uniqueKeysWithValues: zip(distinct, reads))
        let modules = modules
        return Array(keys.indices).concurrentMap { index -> BindingGraph in
            let active = Dictionary(
                keys[index].map { ($0.file.file.path, $0) }, uniquingKeysWith: { first, _ in first })
            let scanned = modules.map { module in
                module.scanned { file in
                    active[file.file.path].flatMap { readByKey[$0] } ?? ScannedModule(name: "", isTarget: false)
                }
            }
            var builder = GraphBuilder(modules: scanned)
            return builder.build()
        }
    }

    /// A conditional file with the clauses one configuration keeps: what decides its text.
    private struct ConditionalText: Hashable, Sendable {
        var file: ConditionalFile
        var active: [Int?]

        static func == (lhs: ConditionalText, rhs: ConditionalText) -> Bool {
            lhs.file.file.path == rhs.file.file.path && lhs.active == rhs.active
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(file.file.path)
            hasher.combine(active)
        }
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

    /// What one analysis found: the resolved graph of each configuration and every problem.
    package struct Analysis: Sendable {
        /// One configuration of the build, checked.
        struct Build: Sendable {
            /// The configuration.
            var variant: BuildVariant
            /// Its graph with every request answered.
            var resolved: ResolvedGraph
            /// Its problems.
            var diagnostics: [GraphDiagnostic]
            /// What the generated file's components share, when the compiler plans it during the analysis.
            var wiring: WiringPlan? = nil
        }

        /// The configurations the sources' `#if` blocks tell apart.
        let space: ConfigurationSpace
        /// Each configuration, checked; the primary one first.
        let builds: [Build]
        /// Every problem, sorted by place; one found in some configurations only names them.
        package let diagnostics: [GraphDiagnostic]
        /// How many texts of files decided by `#if` blocks were read: one per file and distinct set of active clauses.
        package let conditionalTextCount: Int
        /// The target's files, to see whether they use the registrations group.
        let targetFiles: [SourceFile]
        /// The modules that define custom conditions, with the flags each defines, target first.
        let moduleDefines: [(module: String, flags: [String])]
        /// The picture the analysis was told would be drawn, built while the graph was validated.
        var drawn: DrawnPicture? = nil

        /// A picture built during the analysis, with the choice it answers.
        struct DrawnPicture: Sendable {
            /// Which picture it is.
            var choice: PictureChoice
            /// The picture.
            var picture: GraphPicture
        }

        /// The graph of the primary configuration (a debug build with no other custom condition), which the
        /// pictures draw.
        package var resolved: ResolvedGraph { builds[0].resolved }

        /// How many configurations of the build were checked.
        package var configurationCount: Int { builds.count }

        /// Whether any problem is an error.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The generated Swift file, or `nil` when there are errors.
        ///
        /// `registrationsTypeName` names the enum that holds `registrations` (`SutureGenerated` unless several
        /// generated files share one module, as the compiled goldens do); `registrations` says when it is written.
        /// Where configurations generate different code, each part is written once per variant, under the `#if`
        /// that selects it.
        package func generatedSource(
            registrationsTypeName: String = "SutureGenerated",
            registrations: RegistrationsEmission = .whenReferenced
        ) -> String? {
            generatedBytes(registrationsTypeName: registrationsTypeName, registrations: registrations).map {
                String(decoding: $0, as: UTF8.self)
            }
        }

        /// `generatedSource(...)` as UTF-8, for the command that writes it to a file: the bytes are written as
        /// rendered, not validated again on the way through a `String`.
        package func generatedBytes(
            registrationsTypeName: String = "SutureGenerated",
            registrations: RegistrationsEmission = .whenReferenced
        ) -> [UInt8]? {
            guard !hasErrors else { return nil }
            let emitsRegistrations: Bool
            switch registrations {
            case .always, .public: emitsRegistrations = true
            case .whenReferenced:
                emitsRegistrations = targetFiles.contains { $0.text.containsUTF8(registrationsTypeName) }
            }
            let renderers = builds.map { build in
                SwiftRenderer(
                    plan: GeneratedFilePlan(
                        resolved: build.resolved,
                        wiring: build.wiring,
                        registrationsTypeName: emitsRegistrations ? registrationsTypeName : nil,
                        registrationsArePublic: registrations == .public
                    ),
                    version: GraphCompiler.version,
                    isOnlyConfiguration: builds.count == 1
                )
            }
            guard renderers.count > 1 else { return renderers[0].renderBytes() }
            return GuardedFileRenderer(
                spelling: ConditionSpelling(space: space),
                variants: zip(builds, renderers).map { ($0.variant, $1) }
            ).renderBytes()
        }

        /// Every configuration's problems as one list: a problem of every configuration once, as it is; one of
        /// some configurations with a note naming them. A problem whose notes differ between configurations (the
        /// other binding of a clash) is reported once, each note that only some of them have naming those.
        static func merge(_ builds: [Build], in space: ConfigurationSpace) -> [GraphDiagnostic] {
            var order: [GraphDiagnostic] = []
            // Each problem, without its notes, with the configurations it is found in and its notes in each.
            var variants: [GraphDiagnostic: Set<BuildVariant>] = [:]
            var noteLists: [GraphDiagnostic: [(notes: [GraphDiagnostic.Note], variants: Set<BuildVariant>)]] = [:]
            for build in builds {
                for diagnostic in build.diagnostics {
                    var problem = diagnostic
                    problem.notes = []
                    if variants[problem] == nil { order.append(problem) }
                    variants[problem, default: []].insert(build.variant)
                    var lists = noteLists[problem, default: []]
                    if let index = lists.firstIndex(where: { $0.notes == diagnostic.notes }) {
                        lists[index].variants.insert(build.variant)
                    } else {
                        lists.append((diagnostic.notes, [build.variant]))
                    }
                    noteLists[problem] = lists
                }
            }
            let spelling = ConditionSpelling(space: space)
            return order.map { problem in
                let found = variants[problem] ?? []
                let lists = noteLists[problem] ?? []
                var named = problem
                named.notes = lists.count == 1 ? lists[0].notes : Self.notes(lists, of: found, spelling: spelling)
                if found.count < builds.count, let condition = spelling.condition(for: found) {
                    named.notes.append(.init("only in builds where `#if \(condition)` holds", at: nil))
                }
                return named
            }.sorted()
        }

        /// The notes of one problem whose notes differ between the configurations it is found in, each once, in
        /// order; a note that only some of `found` have names them.
        private static func notes(
            _ lists: [(notes: [GraphDiagnostic.Note], variants: Set<BuildVariant>)],
            of found: Set<BuildVariant>,
            spelling: ConditionSpelling
        ) -> [GraphDiagnostic.Note] {
            var merged: [(note: GraphDiagnostic.Note, variants: Set<BuildVariant>)] = []
            for list in lists {
                for (position, note) in list.notes.enumerated() {
                    if let index = merged.firstIndex(where: { $0.note == note }) {
                        merged[index].variants.formUnion(list.variants)
                        continue
                    }
                    // A note of this list only stands before the next note it shares with those merged already.
                    let nextShared = list.notes[(position + 1)...].first { next in merged.contains { $0.note == next } }
                    let index = nextShared.flatMap { next in merged.firstIndex { $0.note == next } } ?? merged.count
                    merged.insert((note, list.variants), at: index)
                }
            }
            return merged.map { entry in
                guard entry.variants != found, let condition = spelling.condition(for: entry.variants) else {
                    return entry.note
                }
                var note = entry.note
                note.message += ", only in builds where `#if \(condition)` holds"
                return note
            }
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
    /// One self-contained HTML page with search, a focus on one binding, and each binding's metrics.
    case html
}

extension GraphCompiler.Analysis {
    /// The graph drawn in `format`, for every component or for `component` and its subcomponents, in the primary
    /// configuration or the one `configuration` names. `paths` says how the locations of JSON and HTML are written:
    /// relative to the package, for a picture to check in.
    package func picture(
        _ format: GraphFormat, component: String? = nil, configuration: ConfigurationChoice? = nil,
        paths: SourcePathStyle = .asRead
    ) -> String {
        var bytes: [UInt8] = []
        writePicture(format, component: component, configuration: configuration, paths: paths) { block in
            bytes.append(contentsOf: block.assumingMemoryBound(to: UInt8.self))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `picture(...)` to `output` as UTF-8, a block of about a megabyte at a time, for a file or standard output:
    /// JSON and HTML are never held whole (at 60,000 bindings the report is about 100 MB, which a `String` and its copies
    /// held several times over).
    package func writePicture(
        _ format: GraphFormat, component: String? = nil, configuration: ConfigurationChoice? = nil,
        paths: SourcePathStyle = .asRead, to output: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        let variant = configuration?.variant(in: space)
        // Past the configuration limit only the primary configuration was read.
        let build = builds.first { $0.variant == variant } ?? builds[0]
        let resolved = build.resolved
        let choice = PictureChoice(component: component, configuration: configuration)
        let picture =
            drawn.flatMap { $0.choice == choice ? $0.picture : nil } ?? GraphPicture(resolved, component: component)
        let configuration = configurationDescription(of: build.variant)
        switch format {
        case .dot:
            var text = Self.naming(configuration, in: DotRenderer(picture: picture).render(), comment: "//")
            text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
        case .mermaid:
            var text = Self.naming(configuration, in: MermaidRenderer(picture: picture).render(), comment: "%%")
            text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
        case .json:
            JSONRenderer(
                picture: picture, diagnostics: diagnostics, moduleName: resolved.graph.targetModuleName, paths: paths,
                configuration: configuration
            ).render(to: output)
        case .html:
            HTMLReportRenderer(
                picture: picture, diagnostics: diagnostics, moduleName: resolved.graph.targetModuleName,
                paths: paths, configuration: configuration
            ).render(to: output)
        }
    }

    /// `picture` with a comment line after its first that names the configuration drawn, when there is one to name.
    private static func naming(_ configuration: String?, in picture: String, comment: String) -> String {
        guard let configuration, let firstLine = picture.firstIndex(of: "\n") else { return picture }
        let indent = String(repeating: " ", count: 4)
        return String(picture[...firstLine]) + "\(indent)\(comment) Configuration: \(configuration)\n"
            + picture[picture.index(after: firstLine)...]
    }

    /// The configuration `variant` in words: the condition that holds in it alone, and what each module defines
    /// (`DEBUG && !os(Linux); Shop defines PREMIUM`); `nil` when the build has neither.
    func configurationDescription(of variant: BuildVariant) -> String? {
        var parts: [String] = []
        if let condition = ConditionSpelling(space: space).condition(for: [variant]) { parts.append(condition) }
        for (module, flags) in moduleDefines {
            parts.append("\(module) defines \(flags.joined(separator: ", "))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The names of the components, for checking a `--component` argument.
    package var componentNames: [String] { resolved.graph.components.map(\.name) }
}
