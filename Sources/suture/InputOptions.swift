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
    var dependencies: [SourceDependency] = []

    @Option(
        help: ArgumentHelp(
            "A file of source modules the target depends on, one NAME=PATH a line, as repeated --dependency (the "
                + "build plugin passes its modules' files so).",
            valueName: "file"
        )
    )
    var dependencyList: String?

    @Option(
        name: .customLong("define"),
        help: ArgumentHelp(
            "A custom condition the target's build sets (-D), as FLAG, or a dependency's, as NAME=FLAG; repeat it for "
                + "more. With any --define, a flag one module defines is set in that module and unset in the others; "
                + "without, every flag but the defined ones is checked both ways (as are DEBUG and the platform).",
            valueName: "flag"
        )
    )
    var defines: [ModuleDefine] = []

    @Flag(
        help: ArgumentHelp(
            "Every module's defines are given: one that no --define names defines nothing (as with any --define). "
                + "The build plugin passes it, since SwiftPM tells it each target's defines."
        )
    )
    var definesKnown = false

    func validate() throws {
        let dependencies = try allDependencies()
        for path in paths + dependencies.map(\.path) where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
        let names = Set(dependencies.map(\.moduleName))
        for define in defines {
            guard let module = define.moduleName, !names.contains(module) else { continue }
            throw ValidationError(
                "--define \(module)=\(define.flag) names no dependency; give its sources with --dependency \(module)=PATH"
            )
        }
    }

    /// Reads every file into the compiler's input.
    func load() throws -> GraphInput {
        let dependencies = try allDependencies()
        var modules: [String] = []
        for dependency in dependencies where !modules.contains(dependency.moduleName) {
            modules.append(dependency.moduleName)
        }
        return GraphInput(
            target: SourceModule(
                name: moduleName ?? defaultModuleName, files: try SourceLoader.files(at: paths),
                defines: flags(definedIn: nil)),
            dependencies: try modules.map { module in
                let paths = dependencies.filter { $0.moduleName == module }.map(\.path)
                return SourceModule(
                    name: module, files: try SourceLoader.files(at: paths), defines: flags(definedIn: module))
            }
        )
    }

    /// The `--dependency` options, then the lines of `--dependency-list`.
    private func allDependencies() throws -> [SourceDependency] {
        guard let dependencyList else { return dependencies }
        return dependencies + (try DependencyList.read(from: dependencyList))
    }

    /// The flags `--define` gives a module (`nil`: the target); `nil` when no `--define` is given, as nobody said.
    private func flags(definedIn module: String?) -> Set<String>? {
        guard definesKnown || !defines.isEmpty else { return nil }
        return Set(defines.filter { $0.moduleName == module }.map(\.flag))
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
