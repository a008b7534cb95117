import Foundation
import PackagePlugin

/// `swift package suture-graph`: draws the dependency graph of a package's targets.
///
/// `swift package suture-graph [--target NAME]... [--format mermaid|dot|json|html] [--component NAME] [--output PATH]
/// [--configuration SETTINGS]` writes `<Target>.graph.<ext>` in the package folder (or `--output`, for a single target),
/// drawn in the configuration the build is in as far as the plugin knows it (each module's defines, the host's OS).
@main
struct SutureGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last ?? "mermaid"
        let component = extractor.extractOption(named: "component").last
        let output = extractor.extractOption(named: "output").last
        let configuration = extractor.extractOption(named: "configuration").last
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        let extensions = ["mermaid": "mmd", "dot": "dot", "json": "json", "html": "html"]
        guard let fileExtension = extensions[format] else {
            throw PluginError("--format must be mermaid, dot, json or html, not \(format)")
        }
        let targets: [SourceModuleTarget]
        if targetNames.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
                $0.kind != .test && $0.sourceFiles(withSuffix: "swift").contains { _ in true }
            }
        } else {
            targets = try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
        }
        if output != nil && targets.count != 1 {
            throw PluginError("--output needs exactly one target; pass --target NAME")
        }
        let tool = try context.tool(named: "suture").url
        for target in targets {
            let destination =
                output.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
                ?? context.package.directoryURL.appendingPathComponent("\(target.name).graph.\(fileExtension)")
            // Paths relative to the package, so the picture can be checked in and reads the same on every machine.
            var arguments = [
                "graph", "--module-name", target.moduleName, "--format", format, "--output", destination.path,
                "--paths-relative-to", context.package.directoryURL.path,
            ]
            if let component { arguments += ["--component", component] }
            // The configuration this build is in, as far as the plugin knows it: each module's defines, and the host's
            // OS; `--configuration` names another.
            arguments += ["--configuration", configuration ?? "os=\(Self.hostOperatingSystem)"]
            arguments += ["--defines-known"] + SourceDependencies.defines(of: target).flatMap { ["--define", $0] }
            let list = try DependencyList(
                modules: try SourceDependencies.sourceModules(of: target, in: context.package),
                file: context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).dependencies.txt")
            )
            arguments += list.arguments
            arguments += target.sourceFiles(withSuffix: "swift").map(\.url.path)
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginError("suture graph failed for \(target.name) (exit \(process.terminationStatus))")
            }
            print("Wrote \(destination.path)")
        }
    }
}

extension SutureGraphPlugin {
    /// The OS the plugin runs on, as `os()` names it: the one a build made here is for.
    static var hostOperatingSystem: String {
        #if os(macOS)
            "macOS"
        #elseif os(Linux)
            "Linux"
        #elseif os(Windows)
            "Windows"
        #else
            "unknown"
        #endif
    }
}

/// A failure the plugin reports to `swift package`.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
