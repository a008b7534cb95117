import ArgumentParser
import Foundation
import SutureGraph

/// The sources a command reads: the target's paths, its name, and the source modules it depends on.
struct InputOptions: ParsableArguments {
    @Argument(help: "Swift files or folders (searched for .swift files) of the target.")
    var paths: [String]

    @Option(help: "The target's module name; defaults to the name of the first folder given.")
    var moduleName: String?

    @Option(
        name: .customLong("dependency"),
        help: ArgumentHelp(
            "A source module the target depends on, as NAME=PATH; repeat it for more paths or modules.",
            valueName: "name=path"
        )
    )
    var dependencies: [String] = []

    func validate() throws {
        for dependency in dependencies where !dependency.contains("=") {
            throw ValidationError("--dependency needs NAME=PATH, got '\(dependency)'")
        }
        let dependencyPaths = dependencies.compactMap { $0.split(separator: "=", maxSplits: 1).last.map(String.init) }
        for path in paths + dependencyPaths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    /// Reads every file into the compiler's input.
    func load() throws -> GraphInput {
        let name = moduleName ?? defaultModuleName
        var dependencyPaths: [String: [String]] = [:]
        var order: [String] = []
        for dependency in dependencies {
            let parts = dependency.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if dependencyPaths[parts[0]] == nil { order.append(parts[0]) }
            dependencyPaths[parts[0], default: []].append(parts[1])
        }
        return GraphInput(
            target: SourceModule(name: name, files: try SourceLoader.files(at: paths)),
            dependencies: try order.map { module in
                SourceModule(name: module, files: try SourceLoader.files(at: dependencyPaths[module] ?? []))
            }
        )
    }

    private var defaultModuleName: String {
        guard let first = paths.first else { return "Target" }
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: first)
        if FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
            return url.standardizedFileURL.lastPathComponent
        }
        return url.deletingLastPathComponent().standardizedFileURL.lastPathComponent
    }
}
