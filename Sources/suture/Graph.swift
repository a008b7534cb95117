import ArgumentParser
import Foundation
import SutureGraph

extension GraphFormat: ExpressibleByArgument {}

/// `suture graph`: draws the graph as DOT, Mermaid or JSON.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draws the dependency graph of the components.")

    @OptionGroup var input: InputOptions

    @Option(help: "dot, mermaid or json.")
    var format: GraphFormat = .mermaid

    @Option(help: "Only this component and its subcomponents.")
    var component: String?

    @Option(name: .shortAndLong, help: "The file to write; standard output when absent.")
    var output: String?

    func run() throws {
        let analysis = LargeStackAnalysis.analyze(try input.load())
        if let component, !analysis.componentNames.contains(component) {
            let known = analysis.componentNames.isEmpty ? "none" : analysis.componentNames.joined(separator: ", ")
            throw CommandFailure("no component named \(component); the components are: \(known)")
        }
        DiagnosticPrinter.print(analysis)
        let picture = analysis.picture(format, component: component)
        if let output {
            try OutputFile.write(picture, to: output)
        } else {
            Swift.print(picture, terminator: "")
        }
    }
}
