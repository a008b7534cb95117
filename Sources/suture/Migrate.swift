import ArgumentParser
import Foundation
import SutureMigration

/// `suture migrate`: converts another DI library's registrations to Suture's annotations.
struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Converts another dependency-injection library's registrations to Suture's annotations.",
        subcommands: [MigrateSwinject.self, MigrateNeedle.self]
    )

    /// What every `suture migrate` subcommand does with its paths: reads the Swift files, migrates them, and prints
    /// the patch (the report on standard error), or with `write` edits the files and prints the report.
    static func run(paths: [String], write: Bool, migrate: ([MigrationFile]) -> MigrationResult) throws {
        let files = try SourceLoader.files(at: paths).map { file in
            MigrationFile(path: file.path.hasPrefix("./") ? String(file.path.dropFirst(2)) : file.path, text: file.text)
        }
        let result = migrate(files)
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

    /// Fails with a usage error when a path does not exist.
    static func validate(paths: [String]) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
    }
}
