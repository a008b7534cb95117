import Foundation
import PackagePlugin

/// Adds a target's generated components and `SutureGenerated.registrations` to its build, and fails the build
/// with the graph's diagnostics when the graph is wrong.
@main
struct SutureBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let dependencies = SourceDependencies.of(target, in: context.package).map {
            (name: $0.moduleName, files: $0.sourceFiles(withSuffix: "swift").map(\.url))
        }
        return [
            Self.command(
                tool: try context.tool(named: "suture").url,
                workDirectory: context.pluginWorkDirectoryURL,
                moduleName: target.moduleName,
                files: target.sourceFiles(withSuffix: "swift").map(\.url),
                dependencies: dependencies
            )
        ]
    }

    /// The one `suture generate` command, shared by SwiftPM and Xcode projects.
    static func command(
        tool: URL,
        workDirectory: URL,
        moduleName: String,
        files: [URL],
        dependencies: [(name: String, files: [URL])]
    ) -> Command {
        let output = workDirectory.appendingPathComponent("SutureGenerated.swift")
        var arguments = ["generate", "--module-name", moduleName, "--output", output.path]
        for dependency in dependencies {
            for file in dependency.files { arguments += ["--dependency", "\(dependency.name)=\(file.path)"] }
        }
        arguments += files.map(\.path)
        return .buildCommand(
            displayName: "Suture: checking and generating the components of \(moduleName)",
            executable: tool,
            arguments: arguments,
            inputFiles: files + dependencies.flatMap(\.files),
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SutureBuildPlugin: XcodeBuildToolPlugin {
        /// The same command for an app target of an Xcode project (its own Swift files; no source dependencies).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
            return [
                Self.command(
                    tool: try context.tool(named: "suture").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    moduleName: Self.moduleName(of: target.product?.name ?? target.displayName),
                    files: files,
                    dependencies: []
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
