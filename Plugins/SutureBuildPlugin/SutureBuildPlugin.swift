import Foundation
import PackagePlugin

/// Adds a target's generated components and `SutureGenerated.registrations` to its build, and fails the build
/// with the graph's diagnostics when the graph is wrong.
@main
struct SutureBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let dependencies = Self.sourceDependencies(of: target, in: context.package).map {
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

    /// The targets of the same package that `target` links, directly or not: their `@Injectable` types and
    /// `@Module`s join its graph. Other packages' targets hold no graph of this app, and a macro target (with
    /// what only it depends on) is run by the compiler, never linked, so neither is read.
    static func sourceDependencies(of target: SourceModuleTarget, in package: Package) -> [SourceModuleTarget] {
        let packageTargets = Set(package.targets.map(\.id))
        var result: [SourceModuleTarget] = []
        var seen: Set<Target.ID> = [target.id]
        var pending: [Target] = target.dependencies.compactMap { dependency in
            if case .target(let dependencyTarget) = dependency { return dependencyTarget }
            return nil
        }
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted, packageTargets.contains(next.id),
                let module = next as? SourceModuleTarget
            else { continue }
            switch module.kind {
            case .macro, .executable, .test, .snippet: continue
            case .generic: break
            @unknown default: continue
            }
            result.append(module)
            for dependency in module.dependencies {
                if case .target(let dependencyTarget) = dependency { pending.append(dependencyTarget) }
            }
        }
        return result.sorted { $0.moduleName < $1.moduleName }
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
