import ArgumentParser
import Foundation
import SutureMigration

/// `suture migrate swinject`: prints the patch that converts an app's Swinject registrations, or writes it with
/// `--write`, and reports every registration, converted or left with its reason.
struct MigrateSwinject: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swinject",
        abstract:
            "Converts Swinject registrations to @Injectable and @Module/@Provides; prints a patch, or edits the files with --write.",
        discussion: """
            The patch goes to standard output and the report to standard error, so `suture migrate swinject Sources/App \
            > migrate.patch` keeps them apart. With --write, the files are edited and the report goes to standard output.
            """
    )

    @Argument(help: "Swift files or folders (searched for .swift files) that hold the registrations and the types.")
    var paths: [String]

    @Flag(help: "Edit the files and create the modules instead of printing a patch.")
    var write = false

    func validate() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }

    func run() throws {
        let files = try SourceLoader.files(at: paths).map { file in
            SwinjectMigration.InputFile(
                path: file.path.hasPrefix("./") ? String(file.path.dropFirst(2)) : file.path, text: file.text)
        }
        let result = SwinjectMigration.migrate(files)
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
