import ArgumentParser
import Foundation
import SutureGraph

extension GraphFormat: ExpressibleByArgument {}

/// `suture graph`: draws the graph as DOT, Mermaid, JSON or an HTML report, or, with `--diff`, says what changed
/// between two graphs.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draws the dependency graph of the components, or compares two graphs (--diff)."
    )

    /// The exit status when the diff holds a change a `--guard` forbids: distinct from 1, a diff that cannot be made.
    static let guardedChangeStatus = ExitCode(2)

    @OptionGroup var input: InputOptions

    @Option(help: "dot, mermaid, json or html; mermaid when absent.")
    var format: GraphFormat?

    @Option(help: "Only this component and its subcomponents.")
    var component: String?

    @Option(name: .shortAndLong, help: "The file to write; standard output when absent.")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Write the source files of JSON and HTML relative to this folder (the package's), to check the picture in.",
            valueName: "folder"
        )
    )
    var pathsRelativeTo: String?

    @Option(
        help: ArgumentHelp(
            "The configuration to draw, as what sets it apart, joined by commas: FLAG, !FLAG, os=NAME, arch=NAME, "
                + "targetEnvironment=NAME (DEBUG,!PREMIUM,os=Linux); the rest as in the primary configuration.",
            valueName: "settings"
        ),
        transform: { text in
            guard let choice = ConfigurationChoice(text) else {
                throw ValidationError(
                    "a configuration is FLAG, !FLAG, os=NAME, arch=NAME or targetEnvironment=NAME, joined by commas")
            }
            return choice
        }
    )
    var configuration: ConfigurationChoice?

    @Flag(
        help: "Compare two graphs written by --format json, given as the paths OLD.json NEW.json: print what changed.")
    var diff = false

    @Option(
        name: .customLong("guard"),
        help: ArgumentHelp(
            "With --diff, exit with status 2 when the diff holds this change: new-singleton, widened-scope or "
                + "new-edge-into=MODULE; repeat it for more.",
            valueName: "change"
        ),
        transform: { text in
            guard let rule = DiffGuard(text) else {
                throw ValidationError("there is no guard '\(text)'; the guards are \(DiffGuard.spellings)")
            }
            return rule
        }
    )
    var guards: [DiffGuard] = []

    func validate() throws {
        guard diff else {
            if !guards.isEmpty { throw ValidationError("--guard judges a diff: use it with --diff OLD.json NEW.json") }
            return
        }
        guard input.paths.count == 2 else {
            let given = input.paths.count == 1 ? "1 path" : "\(input.paths.count) paths"
            throw ValidationError("--diff compares two graphs: give OLD.json NEW.json, not \(given)")
        }
        let unused = [
            ("--format", format != nil), ("--component", component != nil), ("--module-name", input.moduleName != nil),
            ("--dependency", !input.dependencies.isEmpty), ("--define", !input.defines.isEmpty),
            ("--defines-known", input.definesKnown), ("--configuration", configuration != nil),
            ("--paths-relative-to", pathsRelativeTo != nil),
        ].filter(\.1).map(\.0)
        if !unused.isEmpty {
            throw ValidationError(
                "\(unused.joined(separator: " and ")) cannot be used with --diff, which reads two graphs, not sources")
        }
    }

    func run() throws {
        if diff { return try compare(old: input.paths[0], new: input.paths[1]) }
        let picture = PictureChoice(component: component, configuration: configuration)
        let analysis = LargeStackAnalysis.analyze(try input.load(), with: GraphCompiler(purpose: .draw(picture)))
        if let component, !analysis.componentNames.contains(component) {
            let known = analysis.componentNames.isEmpty ? "none" : analysis.componentNames.joined(separator: ", ")
            throw CommandFailure("no component named \(component); the components are: \(known)")
        }
        DiagnosticPrinter.print(analysis)
        let (format, paths) = (format ?? .mermaid, pathStyle)
        guard let output else {
            return analysis.writePicture(format, component: component, configuration: configuration, paths: paths) {
                try? FileHandle.standardOutput.write(contentsOf: $0)
            }
        }
        try OutputFile.write(to: output) { blocks in
            analysis.writePicture(format, component: component, configuration: configuration, paths: paths, to: blocks)
        }
    }

    /// Paths relative to `--paths-relative-to`, read from the current folder when relative; as read without it.
    private var pathStyle: SourcePathStyle {
        guard let pathsRelativeTo else { return .asRead }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let folder = URL(fileURLWithPath: pathsRelativeTo, relativeTo: URL(fileURLWithPath: workingDirectory)).path
        return .relative(to: folder, workingDirectory: workingDirectory)
    }

    /// Prints the diff of two graph files, then each change a guard forbids, and fails when there is one.
    private func compare(old: String, new: String) throws {
        let changes = GraphDiff(old: try GraphFile.read(old), new: try GraphFile.read(new))
        let guarded: [GuardedChange]
        do {
            guarded = try changes.guardedChanges(guards)
        } catch {
            throw CommandFailure(error.description)
        }
        try write(GraphDiffRenderer(diff: changes).render())
        guard !guarded.isEmpty else { return }
        let messages = guarded.map(GraphDiffRenderer.message(for:)).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(messages.utf8))
        throw Self.guardedChangeStatus
    }

    private func write(_ text: String) throws {
        if let output {
            try OutputFile.write(text, to: output)
        } else {
            Swift.print(text, terminator: "")
        }
    }
}
