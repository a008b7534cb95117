import ArgumentParser
import SutureMigration

/// `suture migrate swinject`: prints the patch that converts an app's Swinject registrations, or writes it with
/// `--write`, and reports every registration, converted or left with its reason.
struct MigrateSwinject: ParsableCommand, MigrationCommand {
    static let configuration = CommandConfiguration(
        commandName: "swinject",
        abstract:
            "Converts Swinject registrations to @Injectable and @Module/@Provides; prints a patch, or edits the files with --write.",
        discussion: """
            The patch goes to standard output and the report to standard error, so `suture migrate swinject Sources/App \
            > migrate.patch` keeps them apart. With --write, the files are edited and the report goes to standard output.
            """
    )

    /// The files to read, and whether to edit them.
    @OptionGroup var options: MigrateOptions<MigrateSwinject>

    static let convertedDeclarations = "the registrations"

    static func migrate(_ files: [MigrationFile]) -> MigrationResult { SwinjectMigration.migrate(files) }

    func run() throws { try options.run() }
}
