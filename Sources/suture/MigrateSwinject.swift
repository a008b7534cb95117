import ArgumentParser
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
        try Migrate.validate(paths: paths)
    }

    func run() throws {
        try Migrate.run(paths: paths, write: write, migrate: SwinjectMigration.migrate)
    }
}
