import Foundation
import PackagePlugin

/// Adds a target's generated components and `SutureGenerated.registrations` to its build, and fails the build
/// with the graph's diagnostics when the graph is wrong.
@main
struct SutureBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let dependencies = try SourceDependencies.sourceModules(of: target, in: context.package)
        return [
            try Self.command(
                tool: try context.tool(named: "suture").url,
                workDirectory: context.pluginWorkDirectoryURL,
                moduleName: target.moduleName,
                files: target.sourceFiles(withSuffix: "swift").map(\.url),
                defines: SourceDependencies.defines(of: target),
                dependencies: dependencies,
                // A library offers its registrations to its tests and dependents; an app writes them when it uses them.
                registrations: target.kind == .generic ? "public" : "when-referenced"
            )
        ]
    }

    /// The one `suture generate` command, shared by SwiftPM and Xcode projects. The dependencies' files are listed in
    /// a file of the work directory, written only when it changes.
    static func command(
        tool: URL,
        workDirectory: URL,
        moduleName: String,
        files: [URL],
        defines: [String],
        dependencies: [GraphModule],
        registrations: String
    ) throws -> Command {
        let output = workDirectory.appendingPathComponent("SutureGenerated.swift")
        // Each file's scan and a record of the last run stay in the work directory: the next build parses only the
        // files that changed, and leaves the output untouched when no declaration changed.
        let cache = workDirectory.appendingPathComponent("scan-cache")
        var arguments = [
            "generate", "--module-name", moduleName, "--output", output.path, "--registrations", registrations,
            "--cache-directory", cache.path,
        ]
        arguments += ["--defines-known"] + defines.flatMap { ["--define", $0] }
        let list = try DependencyList(
            modules: dependencies, file: workDirectory.appendingPathComponent("dependencies.txt"))
        arguments += list.arguments + files.map(\.path)
        return .buildCommand(
            displayName: "Suture: checking and generating the components of \(moduleName)",
            executable: tool,
            arguments: arguments,
            inputFiles: files + dependencies.flatMap(\.files) + [list.file],
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SutureBuildPlugin: XcodeBuildToolPlugin {
        /// The same command for a target of an Xcode project: its own Swift files, and the modules that
        /// `suture-sources.json` beside the project names (Xcode does not tell a plugin a target's dependencies).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
            let dependencies = try ExtraSourceModules.read(in: context.xcodeProject.directoryURL)
            return [
                try Self.command(
                    tool: try context.tool(named: "suture").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    moduleName: Self.moduleName(of: target.product?.name ?? target.displayName),
                    files: files,
                    // Xcode does not tell a plugin a target's defines: suture-sources.json says them.
                    defines: try ExtraSourceModules.targetDefines(in: context.xcodeProject.directoryURL),
                    dependencies: dependencies,
                    registrations: "when-referenced"
                )
            ]
        }

        /// Xcode's default module name for a product: characters that cannot start or continue an identifier become `_`.
        static func moduleName(of productName: String) -> String {
            var result = ""
            for (index, character) in productName.enumerated() {
                let allowed = character == "_" || character.isLetter || (index > 0 && character.isNumber)
                result.append(allowed ? character : "_")
            }
            return result.isEmpty ? "_" : result
        }
    }
#endif
