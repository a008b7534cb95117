import ArgumentParser
import SutureMigration

/// `suture migrate needle`: prints the patch that turns an app's Needle components into `@Component` protocols,
/// annotations and modules, or writes it with `--write`, and reports every provider, converted or left with its
/// reason.
struct MigrateNeedle: ParsableCommand, MigrationCommand {
    static let configuration = CommandConfiguration(
        commandName: "needle",
        abstract:
            "Converts Needle components to @Component protocols, @Injectable and @Module/@Provides; prints a patch, or edits the files with --write.",
        discussion: """
            The patch goes to standard output and the report to standard error, so `suture migrate needle Sources/App \
            > migrate.patch` keeps them apart. With --write, the files are edited and the report goes to standard output.
            """
    )

    /// The files to read, and whether to edit them.
    @OptionGroup var options: MigrateOptions<MigrateNeedle>

    static let convertedDeclarations = "the components"

    static func migrate(_ files: [MigrationFile]) -> MigrationResult { NeedleMigration.migrate(files) }

    func run() throws { try options.run() }
}
