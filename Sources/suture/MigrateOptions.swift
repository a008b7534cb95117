import ArgumentParser
import Foundation
import SutureMigration

/// A `suture migrate` subcommand: what its paths hold, and how it converts them.
protocol MigrationCommand {
    /// What the paths hold besides the types, as the help names it: `the registrations`, `the components`.
    static var convertedDeclarations: String { get }

    /// Converts the files into a patch and a report.
    static func migrate(_ files: [MigrationFile]) -> MigrationResult
}

/// The arguments of every `suture migrate` subcommand, and what it does with them: reads the Swift files, migrates
/// them, and prints the patch (the report on standard error), or with `--write` edits the files and prints the report.
struct MigrateOptions<Command: MigrationCommand>: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Swift files or folders (searched for .swift files) that hold \(Command.convertedDeclarations) and the types."
        )
    )
    var paths: [String]

    @Flag(help: "Edit the files and create the modules instead of printing a patch.")
    var write = false

    /// Fails with a usage error when a path does not exist.
    func validate() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    /// Migrates the files at `paths` with the command's library.
    func run() throws {
        let files = try SourceLoader.files(at: paths).map { file in
            MigrationFile(path: file.path.hasPrefix("./") ? String(file.path.dropFirst(2)) : file.path, text: file.text)
        }
        let result = Command.migrate(files)
        if write {
            for file in result.changedFiles {
                try OutputFile.write(file.after, to: file.path)
            }
            print(result.report, terminator: "")
        } else {
            print(result.patch, terminator: "")
            FileHandle.standardError.write(Data(result.report.utf8))
        }
    }
}
