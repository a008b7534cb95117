import PackagePlugin

/// Adds the generated components of a target to its build; it adds nothing until the graph compiler lands.
@main
struct SutureBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        []
    }
}
