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
        let analysis = cache.analyze(try input.load())
        DiagnosticPrinter.print(analysis)
        if analysis.hasErrors { throw ExitCode.failure }
    }
}
