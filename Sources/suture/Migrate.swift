import ArgumentParser

/// `suture migrate`: converts another DI library's registrations to Suture's annotations.
struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Converts another dependency-injection library's registrations to Suture's annotations.",
        subcommands: [MigrateSwinject.self, MigrateNeedle.self]
    )
}
