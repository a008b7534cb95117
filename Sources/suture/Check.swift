import ArgumentParser
import SutureGraph

/// `suture check`: prints every problem of the graph and fails when one is an error.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the graph of every @Component and prints each problem as a compiler would."
    )

    @OptionGroup var input: InputOptions

    @OptionGroup var cache: CacheOptions

    func run() throws {
        let input = try self.input.load()
        guard let cache = cache.directory() else {
            let analysis = LargeStackAnalysis.analyze(input)
            DiagnosticPrinter.print(analysis)
            if analysis.hasErrors { throw ExitCode.failure }
            return
        }
        let run = CachedRun(command: "check", input: input, cache: cache, registrationsTypeName: nil)
        if let previous = run.reusableRecord(outputPath: nil) {
            DiagnosticPrinter.print(formatted: previous.diagnostics)
            run.keep(reusing: previous)
            if previous.hasErrors { throw ExitCode.failure }
            return
        }
        let analysis = run.analyze()
        DiagnosticPrinter.print(analysis)
        run.keep(analysis, output: nil)
        if analysis.hasErrors { throw ExitCode.failure }
    }
}
