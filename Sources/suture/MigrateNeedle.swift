import ArgumentParser
import SutureMigration

/// `suture migrate needle`: prints the patch that turns an app's Needle components into `@Component` protocols,
/// annotations and modules, or writes it with `--write`, and reports every provider, converted or left with its
/// reason.
struct MigrateNeedle: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "needle",
        abstract:
            "Converts Needle components to @Component protocols, @Injectable and @Module/@Provides; prints a patch, or edits the files with --write.",
        discussion: """
            The patch goes to standard output and the report to standard error, so `suture migrate needle Sources/App \
            > migrate.patch` keeps them apart. With --write, the files are edited and the report goes to standard output.
            """
    )

    @Argument(help: "Swift files or folders (searched for .swift files) that hold the components and the types.")
    var paths: [String]

    @Flag(help: "Edit the files and create the modules instead of printing a patch.")
    var write = false

    func validate() throws {
        try Migrate.validate(paths: paths)
    }

    func run() throws {
        try Migrate.run(paths: paths, write: write, migrate: NeedleMigration.migrate)
    }
}
