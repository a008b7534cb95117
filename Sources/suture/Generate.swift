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
        let analysis = cache.analyze(try input.load())
        DiagnosticPrinter.print(analysis)
        guard
            let source = analysis.generatedSource(
                registrationsTypeName: registrationsTypeName, registrations: registrations)
        else {
            throw ExitCode.failure
        }
        guard let output else {
            Swift.print(source, terminator: "")
            return
        }
        try OutputFile.write(source, to: output)
    }
}
