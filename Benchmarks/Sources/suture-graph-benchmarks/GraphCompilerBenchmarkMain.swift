import Dispatch
import Foundation
import SutureGraph
import SyntheticModules

/// Times the graph compiler on synthetic modules of 1,000 and 10,000 types: scan + validate + generate in this
/// process, and `suture generate` end to end (a process that reads the files and writes the output) when
/// `--suture PATH` names the executable. Prints Markdown; progress goes to standard error.
///
///     swift run -c release --package-path Benchmarks suture-graph-benchmarks [--suture PATH] [--repetitions N]
@main
enum GraphCompilerBenchmarkMain {
    static func main() throws {
        let options = try Options(CommandLine.arguments.dropFirst())
        var rows: [GraphCompilerTiming] = []
        for typeCount in options.typeCounts {
            rows.append(try GraphCompilerTiming.measure(typeCount: typeCount, options: options))
        }
        print(GraphCompilerReport(rows: rows, repetitions: options.repetitions).markdown())
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
                    throw UsageError("--types needs counts of at least \(SyntheticModule.layerCount), such as 1000,10000")
                }
                typeCounts = counts
            default:
                throw UsageError("unknown argument \(argument); use [--suture PATH] [--repetitions N] [--types 1000,10000]")
            }
        }
    }

    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }
}

/// A mistake on the command line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One size's medians, in seconds.
struct GraphCompilerTiming {
    let typeCount: Int
    let fileCount: Int
    let inputBytes: Int
    let generatedLines: Int
    let warningCount: Int
    /// `GraphCompiler().analyze(_:)`: scanning, the model and every validator.
    let analyze: Double
    /// `Analysis.generatedSource()`: rendering the component and the registrations.
    let generate: Double
    /// Both, timed as one run.
    let total: Double
    /// `suture generate` as a process, reading the files and writing the output; nil without `--suture`.
    let commandLine: Double?

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
            throw UsageError("the synthetic module of \(typeCount) types has errors:\n\(warmUp.formattedDiagnostics)")
        }

        var analyzeSamples: [Double] = []
        var generateSamples: [Double] = []
        var totalSamples: [Double] = []
        for repetition in 1...options.repetitions {
            progress("\(typeCount) types: in-process run \(repetition) of \(options.repetitions)")
            let start = DispatchTime.now().uptimeNanoseconds
            let analysis = GraphCompiler().analyze(input)
            let analyzed = DispatchTime.now().uptimeNanoseconds
            let generated = analysis.generatedSource()
            let end = DispatchTime.now().uptimeNanoseconds
            precondition(generated?.utf8.count == source.utf8.count, "every run generates the same source")
            analyzeSamples.append(seconds(analyzed - start))
            generateSamples.append(seconds(end - analyzed))
            totalSamples.append(seconds(end - start))
        }

        var commandLine: Double?
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
            warningCount: warmUp.diagnostics.count,
            analyze: median(analyzeSamples),
            generate: median(generateSamples),
            total: median(totalSamples),
            commandLine: commandLine
        )
    }

    /// Writes the module to a temporary folder and times `suture generate FOLDER --output FILE`, after one warm-up.
    private static func measureCommandLine(
        _ suturePath: String,
        module: SyntheticModule,
        repetitions: Int,
        expectedBytes: Int
    ) throws -> Double {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("suture-graph-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
        let sources = folder.appendingPathComponent("Synthetic")
        let output = folder.appendingPathComponent("Generated.swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        try module.write(to: sources)
        let arguments = ["generate", sources.path, "--module-name", "Synthetic", "--output", output.path]

        var samples: [Double] = []
        for repetition in 0...repetitions {
            progress("\(module.typeCount) types: suture generate, run \(repetition) of \(repetitions)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: suturePath)
            process.arguments = arguments
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            let end = DispatchTime.now().uptimeNanoseconds
            guard process.terminationStatus == 0 else {
                throw UsageError("suture generate exited with status \(process.terminationStatus)")
            }
            // Run 0 is the warm-up (the file cache, the executable's pages).
            if repetition > 0 { samples.append(seconds(end - start)) }
        }
        let written = try Data(contentsOf: output).count
        if written != expectedBytes {
            progress("note: suture generate wrote \(written) bytes, the library \(expectedBytes): built from other sources?")
        }
        return median(samples)
    }

    private static func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
