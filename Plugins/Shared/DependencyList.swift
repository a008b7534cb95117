import Foundation

/// The dependencies of a `suture` run as the plugins hand them over: every module's files in one list file
/// (`--dependency-list`, one `NAME=PATH` a line) and each module's defines as options.
///
/// ArgumentParser parses repeated options in time that grows with the square of their count: a thousand
/// `--dependency` options cost about a second, one list file next to nothing.
struct DependencyList {
    /// The list file, an input of the build command.
    var file: URL
    /// The arguments that name the list, the modules' defines, and any path that a line cannot hold.
    var arguments: [String]

    /// Writes the list of `modules`' files to `file`, only when its text changes (so its date moves only then).
    init(modules: [GraphModule], file: URL) throws {
        self.file = file
        var lines = ""
        var arguments: [String] = []
        for module in modules {
            for path in module.files.map(\.path) {
                let pair = "\(module.name)=\(path)"
                if pair.contains(where: \.isNewline) {
                    arguments += ["--dependency", pair]
                } else {
                    lines += pair + "\n"
                }
            }
        }
        // Each module's defines decide the `#if` blocks of its own sources.
        for module in modules {
            arguments += module.defines.flatMap { ["--define", "\(module.name)=\($0)"] }
        }
        if (try? String(contentsOf: file, encoding: .utf8)) != lines {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try lines.write(to: file, atomically: true, encoding: .utf8)
        }
        self.arguments = arguments + ["--dependency-list", file.path]
    }
}
