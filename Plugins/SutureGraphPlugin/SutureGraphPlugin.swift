import PackagePlugin

/// `swift package suture-graph`: draws a target's dependency graph once the graph compiler lands.
@main
struct SutureGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        Diagnostics.error("suture-graph: the graph compiler is not built yet, so there is no graph to draw.")
    }
}
