import Foundation
import SutureGraph
import SyntheticModules

/// `suture-graph-benchmarks installed`: modules that install themselves (issue 29) at scale. At each size of
/// `SyntheticApp` it times, in this process and side by side, checking (`GraphCompiler().analyze(_:)`: scan, model,
/// installation, validators), generating (`Analysis.generatedSource()`) and writing the HTML report
/// (`Analysis.picture(.html)`), once with every module installed through `installIn:` and once with the same
/// modules listed in the component's `modules:`, so that the cost of installation itself shows.
///
///     swift run -c release --package-path Benchmarks suture-graph-benchmarks installed \
///         [--modules 100,300,1000] [--repetitions 5]
///
/// With `--profile` it runs each step once per size and wiring, without a clock, for callgrind's instruction counts
/// (`GraphCompiler.analyze`, `Analysis.generatedSource` and `Analysis.picture` inclusive):
///
///     valgrind --tool=callgrind suture-graph-benchmarks installed --profile --modules 1000 --wiring installed
enum InstalledModulesBenchmark {
    /// The command line of `installed`.
    struct Options {
        var moduleCounts = [100, 300, 1_000]
        var repetitions = 5
        var wirings = SyntheticApp.Wiring.allCases
        var profile = false

        init<Arguments: Collection<String>>(_ arguments: Arguments) throws {
            var remaining = Array(arguments)[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--repetitions":
                    guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                        throw UsageError("--repetitions needs a positive number")
                    }
                    repetitions = count
                case "--modules":
                    let counts = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
                    guard !counts.isEmpty,
                        counts.allSatisfy({ $0 >= SyntheticApp.layerCount && $0 % SyntheticApp.layerCount == 0 })
                    else {
                        throw UsageError(
                            "--modules needs multiples of \(SyntheticApp.layerCount), such as 100,300,1000"
                        )
                    }
                    moduleCounts = counts
                case "--wiring":
                    guard let value = remaining.popFirst(), let wiring = SyntheticApp.Wiring(rawValue: value) else {
                        throw UsageError("--wiring needs installed or listed")
                    }
                    wirings = [wiring]
                case "--profile":
                    profile = true
                case "--help", "-h":
                    throw UsageError.help
                default:
                    throw UsageError("unknown argument \(argument)")
                }
            }
        }

        static let usage =
            "usage: suture-graph-benchmarks installed [--modules 100,300,1000] [--repetitions N] "
            + "[--wiring installed|listed] [--profile]"
    }

    /// One size and wiring's medians.
    struct Row {
        let app: SyntheticApp
        let fileCount: Int
        let inputBytes: Int
        let generatedLines: Int
        let htmlBytes: Int
        let installedModules: Int
        /// `GraphCompiler().analyze(_:)`: scanning, the model (installation included) and every validator.
        let check: Elapsed
        /// `Analysis.generatedSource()`.
        let generate: Elapsed
        /// `Analysis.picture(.html)`.
        let html: Elapsed
    }

    static func run(_ arguments: ArraySlice<String>) throws {
        let options = try Options(arguments)
        if options.profile {
            for moduleCount in options.moduleCounts {
                for wiring in options.wirings { try profile(SyntheticApp(moduleCount: moduleCount, wiring: wiring)) }
            }
            return
        }
        var rows: [Row] = []
        for moduleCount in options.moduleCounts {
            for wiring in options.wirings {
                rows.append(
                    try measure(
                        SyntheticApp(moduleCount: moduleCount, wiring: wiring), repetitions: options.repetitions)
                )
            }
        }
        print(InstalledModulesReport(rows: rows, repetitions: options.repetitions).markdown())
    }

    static func input(_ app: SyntheticApp) -> GraphInput {
        func source(_ module: SyntheticSourceModule) -> SourceModule {
            SourceModule(
                name: module.name,
                files: module.files.map { SourceFile(path: "Sources/\(module.name)/\($0.name)", text: $0.text) }
            )
        }
        return GraphInput(target: source(app.target), dependencies: app.dependencies.map(source))
    }

    /// Checks, generates and writes the report once, without a clock, and prints the sizes of what it wrote.
    static func profile(_ app: SyntheticApp) throws {
        let analysis = GraphCompiler().analyze(input(app))
        guard let source = analysis.generatedSource() else {
            throw BenchmarkFailure("the synthetic app has errors:\n\(analysis.formattedDiagnostics)")
        }
        let html = analysis.picture(.html)
        print(
            "\(app.moduleCount) modules, \(app.wiring.rawValue): generated \(source.utf8.count) bytes, "
                + "report \(html.utf8.count) bytes"
        )
    }

    static func measure(_ app: SyntheticApp, repetitions: Int) throws -> Row {
        let label = "\(app.moduleCount) modules, \(app.wiring.rawValue)"
        let modules = [app.target] + app.dependencies
        let input = self.input(app)
        progress("\(label): warm-up run")
        let warmUp = GraphCompiler().analyze(input)
        guard let source = warmUp.generatedSource() else {
            throw BenchmarkFailure("the synthetic app (\(label)) has errors:\n\(warmUp.formattedDiagnostics)")
        }
        guard warmUp.diagnostics.isEmpty else {
            throw BenchmarkFailure("the synthetic app (\(label)) has warnings:\n\(warmUp.formattedDiagnostics)")
        }
        let component = warmUp.resolved.graph.components[0]
        let installedModules = component.installedModules.count
        let bindingsInComponent = component.moduleBindings.count
        guard bindingsInComponent == app.bindingCount else {
            throw BenchmarkFailure(
                "\(label): the component has \(bindingsInComponent) bindings, not \(app.bindingCount)")
        }
        let html = warmUp.picture(.html)

        var checkSamples: [Elapsed] = []
        var generateSamples: [Elapsed] = []
        var htmlSamples: [Elapsed] = []
        for repetition in 1...repetitions {
            progress("\(label): run \(repetition) of \(repetitions)")
            let start = Elapsed.now()
            let analysis = GraphCompiler().analyze(input)
            let checked = Elapsed.now()
            let generated = analysis.generatedSource()
            let written = Elapsed.now()
            let report = analysis.picture(.html)
            let end = Elapsed.now()
            precondition(generated?.utf8.count == source.utf8.count, "every run generates the same source")
            precondition(report.utf8.count == html.utf8.count, "every run writes the same report")
            checkSamples.append(checked - start)
            generateSamples.append(written - checked)
            htmlSamples.append(end - written)
        }
        return Row(
            app: app,
            fileCount: modules.reduce(0) { $0 + $1.files.count },
            inputBytes: modules.flatMap(\.files).reduce(0) { $0 + $1.text.utf8.count },
            generatedLines: source.split(separator: "\n", omittingEmptySubsequences: false).count,
            htmlBytes: html.utf8.count,
            installedModules: installedModules,
            check: .median(checkSamples),
            generate: .median(generateSamples),
            html: .median(htmlSamples)
        )
    }

    private static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
