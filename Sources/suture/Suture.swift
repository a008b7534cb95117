import ArgumentParser
import SutureGraph

/// The `suture` command: the graph compiler's command-line face.
@main
struct SutureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suture",
        abstract: "Suture's graph compiler. Its check, generate and graph commands are not built yet.",
        version: SutureGraph.version
    )
}
