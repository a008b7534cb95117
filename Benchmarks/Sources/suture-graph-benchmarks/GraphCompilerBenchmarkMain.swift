import Dispatch
import Foundation
import SutureGraph
import SyntheticModules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times the graph compiler on synthetic modules of 1,000 and 10,000 types: scan + validate + generate in this
/// process, and `suture generate` end to end (a process that reads the files and writes the output) when
/// `--suture PATH` names the executable. Prints Markdown; progress goes to standard error. `installed` times modules
/// that install themselves instead (`InstalledModulesBenchmark`).
///
///     swift run -c release --package-path Benchmarks suture-graph-benchmarks [--suture PATH] [--repetitions N]
///     swift run -c release --package-path Benchmarks suture-graph-benchmarks installed [--modules 100,300,1000]
@main
enum GraphCompilerBenchmarkMain {
    static func main() {
        do {
            if CommandLine.arguments.dropFirst().first == "installed" {
                try InstalledModulesBenchmark.run(CommandLine.arguments.dropFirst(2))
                return
            }
            let options = try Options(CommandLine.arguments.dropFirst())
            var rows: [GraphCompilerTiming] = []
            for typeCount in options.typeCounts {
                rows.append(try GraphCompilerTiming.measure(typeCount: typeCount, options: options))
            }
            print(GraphCompilerReport(rows: rows, repetitions: options.repetitions).markdown())
        } catch let error as UsageError {
            // A mistake on the command line gets its message and the usage, not a crash report.
            FileHandle.standardError.write(Data("\(error.description)\n\(Options.usage)\n".utf8))
            exit(error.isHelp ? 0 : 64)
        } catch {
            FileHandle.standardError.write(Data("suture-graph-benchmarks: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The command line: which sizes, how many timed runs each, and where `suture` is.
struct Options {
    var typeCounts = [1_000, 10_000]
    var repetitions = 7
    var suturePath: String?

    init<Arguments: Collection<String>>(_ arguments: Arguments) throws {
        var remaining = Array(arguments)[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--suture":
                suturePath = try Options.value(after: argument, in: &remaining)
            case "--repetitions":
                guard let count = Int(try Options.value(after: argument, in: &remaining)), count > 0 else {
                    throw UsageError("--repetitions needs a positive number")
                }
                repetitions = count
            case "--types":
                let counts = try Options.value(after: argument, in: &remaining).split(separator: ",").compactMap {
                    Int($0)
                }
                guard !counts.isEmpty, counts.allSatisfy({ $0 >= SyntheticModule.layerCount }) else {
                    throw UsageError(
                        "--types needs counts of at least \(SyntheticModule.layerCount), such as 1000,10000"
                    )
                }
                typeCounts = counts
            case "--help", "-h":
                throw UsageError.help
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
    }

    /// How to call the benchmark.
    static let usage =
        "usage: suture-graph-benchmarks [--suture PATH] [--repetitions N] [--types 1000,10000,60000]\n"
        + "       suture-graph-benchmarks installed [--modules 100,300,1000] [--repetitions N] "
        + "[--wiring installed|listed] [--profile]"

    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }
}

/// A run that could not be measured: the synthetic module did not check, or `suture generate` failed.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A mistake on the command line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    /// Whether the command line asked for the usage rather than got it wrong.
    var isHelp = false
    init(_ description: String) { self.description = description }

    /// `--help`: the usage, and a successful exit.
    static let help: UsageError = {
        var error = UsageError("Times the graph compiler on synthetic modules (Markdown on standard output).")
        error.isHelp = true
        return error
    }()
}

/// How long something took on the wall clock and in processor time. On a busy machine the wall clock also counts
/// the time others held the processors; the processor time counts only this work.
struct Elapsed {
    var wall: Double
    var processor: Double

    static func - (end: Elapsed, start: Elapsed) -> Elapsed {
        Elapsed(wall: end.wall - start.wall, processor: end.processor - start.processor)
    }

    /// The wall clock now, and the processor time used so far by this process or by its finished children.
    static func now(children: Bool = false) -> Elapsed {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Elapsed(
            wall: Double(DispatchTime.now().uptimeNanoseconds) / 1e9,
            processor: seconds(usage.ru_utime) + seconds(usage.ru_stime)
        )
    }

    /// The medians of the wall and the processor times, each taken on its own.
    static func median(_ samples: [Elapsed]) -> Elapsed {
        Elapsed(wall: middle(samples.map(\.wall)), processor: middle(samples.map(\.processor)))
    }

    private static func middle(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// One size's medians.
struct GraphCompilerTiming {
    let typeCount: Int
    let fileCount: Int
    let inputBytes: Int
    let generatedLines: Int
    let diagnosticCount: Int
    /// `GraphCompiler().analyze(_:)`: scanning, the model and every validator.
    let analyze: Elapsed
    /// `Analysis.generatedSource()`: rendering the component and the registrations.
    let generate: Elapsed
    /// Both, timed as one run.
    let total: Elapsed
    /// `suture generate` as a process, reading the files and writing the output; nil without `--suture`.
    let commandLine: Elapsed?

    static func measure(typeCount: Int, options: Options) throws -> GraphCompilerTiming {
        let module = SyntheticModule(typeCount: typeCount)
        let files = module.files
        let input = GraphInput(
            target: SourceModule(
                name: "Synthetic",
                files: files.map { SourceFile(path: "Sources/Synthetic/\($0.name)", text: $0.text) }
            )
        )
        progress("\(typeCount) types: warm-up run")
        let warmUp = GraphCompiler().analyze(input)
        guard let source = warmUp.generatedSource() else {
            throw BenchmarkFailure(
                "the synthetic module of \(typeCount) types has errors:\n\(warmUp.formattedDiagnostics)")
        }

        var analyzeSamples: [Elapsed] = []
        var generateSamples: [Elapsed] = []
        var totalSamples: [Elapsed] = []
        for repetition in 1...options.repetitions {
            progress("\(typeCount) types: in-process run \(repetition) of \(options.repetitions)")
            let start = Elapsed.now()
            let analysis = GraphCompiler().analyze(input)
            let analyzed = Elapsed.now()
            let generated = analysis.generatedSource()
            let end = Elapsed.now()
            precondition(generated?.utf8.count == source.utf8.count, "every run generates the same source")
            analyzeSamples.append(analyzed - start)
            generateSamples.append(end - analyzed)
            totalSamples.append(end - start)
        }

        var commandLine: Elapsed?
        if let suturePath = options.suturePath {
            commandLine = try measureCommandLine(
                suturePath,
                module: module,
                repetitions: options.repetitions,
                expectedBytes: source.utf8.count
            )
        }
        return GraphCompilerTiming(
            typeCount: typeCount,
            fileCount: files.count,
            inputBytes: files.reduce(0) { $0 + $1.text.utf8.count },
            generatedLines: source.split(separator: "\n", omittingEmptySubsequences: false).count,
            diagnosticCount: warmUp.diagnostics.count,
            analyze: .median(analyzeSamples),
            generate: .median(generateSamples),
            total: .median(totalSamples),
            commandLine: commandLine
        )
    }

    /// Writes the module to a temporary folder and times `suture generate FOLDER --output FILE`, after one warm-up.
    private static func measureCommandLine(
        _ suturePath: String,
        module: SyntheticModule,
        repetitions: Int,
        expectedBytes: Int
    ) throws -> Elapsed {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("suture-graph-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
        let sources = folder.appendingPathComponent("Synthetic")
        let output = folder.appendingPathComponent("Generated.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try module.write(to: sources)
        let arguments = ["generate", sources.path, "--module-name", "Synthetic", "--output", output.path]

        var samples: [Elapsed] = []
        for repetition in 0...repetitions {
            progress("\(module.typeCount) types: suture generate, run \(repetition) of \(repetitions)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: suturePath)
            process.arguments = arguments
            let start = Elapsed.now(children: true)
            try process.run()
            process.waitUntilExit()
            let end = Elapsed.now(children: true)
            guard process.terminationStatus == 0 else {
                throw BenchmarkFailure("suture generate exited with status \(process.terminationStatus)")
            }
            // Run 0 is the warm-up (the file cache, the executable's pages).
            if repetition > 0 { samples.append(end - start) }
        }
        let written = try Data(contentsOf: output).count
        if written != expectedBytes {
            progress(
                "note: suture generate wrote \(written) bytes, the library \(expectedBytes): built from other sources?"
            )
        }
        return .median(samples)
    }

    private static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
