import ArgumentParser
import Foundation
import SutureGraph

extension GraphCompiler.RegistrationsEmission: ExpressibleByArgument {}

/// `suture generate`: writes the components and `SutureGenerated.registrations`, or fails with the diagnostics.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generates `final class SutureX: X` for every @Component, and SutureGenerated.registrations."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var cache: CacheOptions

    @Option(name: .shortAndLong, help: "The file to write; standard output when absent.")
    var output: String?

    @Option(help: "The enum that holds `registrations`; rename it when two generated files share a module.")
    var registrationsTypeName = "SutureGenerated"

    @Option(
        help:
            "When to write the registrations group: always, when-referenced by a file of the target, or public (always, for a library's tests and dependents)."
    )
    var registrations: GraphCompiler.RegistrationsEmission = .whenReferenced

    func run() throws {
        let input = try self.input.load()
        guard let cache = cache.directory() else {
            let analysis = LargeStackAnalysis.analyze(input, with: GraphCompiler(purpose: .generate))
            DiagnosticPrinter.print(analysis)
            guard let source = generatedSource(of: analysis) else { throw ExitCode.failure }
            try write(source)
            return
        }
        let run = CachedRun(
            command: "generate", input: input, cache: cache,
            registrationsTypeName: registrations == .whenReferenced ? registrationsTypeName : nil)
        if output != nil, let previous = run.reusableRecord(outputPath: output) {
            // No file's declarations changed: the output file stays as it is, not even rewritten.
            DiagnosticPrinter.print(formatted: previous.diagnostics)
            run.keep(reusing: previous)
            if previous.hasErrors { throw ExitCode.failure }
            return
        }
        let analysis = run.analyze(with: GraphCompiler(purpose: .generate))
        DiagnosticPrinter.print(analysis)
        guard let source = generatedSource(of: analysis) else {
            run.keep(analysis, output: nil)
            throw ExitCode.failure
        }
        try write(source)
        run.keep(analysis, output: output.map { (source, $0) })
    }

    /// The generated file's text as UTF-8, or `nil` when there are errors.
    private func generatedSource(of analysis: GraphCompiler.Analysis) -> [UInt8]? {
        analysis.generatedBytes(registrationsTypeName: registrationsTypeName, registrations: registrations)
    }

    /// Writes the generated file to `output`, or to standard output.
    private func write(_ source: [UInt8]) throws {
        guard let output else {
            try? FileHandle.standardOutput.write(contentsOf: source)
            return
        }
        try OutputFile.write(source, to: output)
    }
}
