/// `suture migrate swinject`: reads an app's Swinject registrations and writes the Suture equivalent — `@Injectable`
/// on the types whose factories only call an initializer with resolved arguments, a `@Module` of `@Provides`
/// functions for the rest — and accounts for every registration in a report.
package enum SwinjectMigration {
    /// Migrates `files`: the changed and new files, and the report.
    package static func migrate(_ files: [MigrationFile]) -> MigrationResult {
        var registrations: [SwinjectRegistration] = []
        var declared: [DeclaredType] = []
        for file in files {
            registrations += SwinjectReader.registrations(in: file.tree, path: file.path)
            declared += DeclaredTypeReader.types(in: file.tree, path: file.path)
        }
        registrations.sort { $0.location < $1.location }
        var converter = RegistrationConverter(declared: declared)
        var entries: [MigrationResult.Entry] = []
        for registration in registrations {
            entries.append(
                .init(
                    location: registration.location,
                    subject: registration.serviceType + (registration.name.map { " named \"\($0)\"" } ?? ""),
                    conversion: converter.convert(registration)))
        }
        let changedFiles = ChangedFiles.make(
            files, entries: entries,
            whenChanged: { file in
                guard let importEdit = ImportInsertion.edit(adding: "Suture", to: file) else { return [] }
                return [importEdit] + SwinjectQualification.edits(in: file)
            },
            moduleComment: { "/// The registrations of \($0) that `suture migrate swinject` converted to providers." })
        return MigrationResult(
            entries: entries,
            changedFiles: changedFiles,
            notes: [
                "A registration without inObjectScope has Swinject's default scope, .graph, and keeps it in Suture.",
                "The Swinject registrations stay: resolve each key from Suture, then delete its registration (SutureSwinject's bridge serves Swinject from Suture meanwhile).",
            ],
            nothingFound: "no Swinject registration found (register(_:…) or autoregister(_:…) with a Type.self)"
        )
    }
}
