import ArgumentParser
import SutureGraph

/// The `suture` command: the graph compiler's command-line face.
@main
struct SutureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suture",
        abstract: "Checks Suture dependency graphs, generates components, draws the graph and migrates registrations.",
        version: GraphCompiler.version,
        subcommands: [Check.self, Generate.self, Graph.self, Migrate.self]
    )
}
