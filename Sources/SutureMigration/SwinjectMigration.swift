import SwiftParser
import SwiftSyntax

/// `suture migrate swinject`: reads an app's Swinject registrations and writes the Suture equivalent — `@Injectable`
/// on the types whose factories only call an initializer with resolved arguments, a `@Module` of `@Provides`
/// functions for the rest — and accounts for every registration in a report.
package enum SwinjectMigration {
    /// One file to read: its path, as the report and the patch name it, and its text.
    package struct InputFile {
        /// The path, relative to where the patch applies.
        package let path: String
        /// The file's text.
        package let text: String

        package init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Migrates `files`: the changed and new files, and the report.
    package static func migrate(_ files: [InputFile]) -> MigrationResult {
        var registrations: [SwinjectRegistration] = []
        var declared: [DeclaredType] = []
        for file in files {
            let tree = Parser.parse(source: file.text)
            registrations += SwinjectReader.registrations(in: tree, path: file.path)
            declared += DeclaredTypeReader.types(in: tree, path: file.path)
        }
        registrations.sort { $0.location < $1.location }
        var converter = RegistrationConverter(declared: declared)
        var entries: [MigrationResult.Entry] = []
        for registration in registrations {
            entries.append(.init(registration: registration, conversion: converter.convert(registration)))
        }
        return MigrationResult(entries: entries, changedFiles: changedFiles(files, entries: entries))
    }

    /// Each file an entry edits or creates, with its text before (nil for a new file) and after.
    private static func changedFiles(
        _ files: [InputFile], entries: [MigrationResult.Entry]
    ) -> [MigrationResult.ChangedFile] {
        var edits: [String: [TextEdit]] = [:]
        var modules: [String: (name: String, imports: [String], functions: [String], origin: String)] = [:]
        for entry in entries {
            switch entry.conversion {
            case .injectable(let injectable):
                for edit in injectable.edits { edits[edit.path, default: []].append(edit) }
            case .provider(let provider):
                var module =
                    modules[provider.modulePath]
                    ?? (provider.module, [], [], entry.registration.assembly ?? entry.registration.location.path)
                for name in provider.imports where !module.imports.contains(name) { module.imports.append(name) }
                module.functions.append(provider.source)
                modules[provider.modulePath] = module
            case .left:
                break
            }
        }
        var result: [MigrationResult.ChangedFile] = []
        for file in files {
            guard var fileEdits = edits[file.path] else { continue }
            if let importEdit = ImportInsertion.edit(adding: "Suture", to: file) {
                fileEdits.append(importEdit)
                fileEdits += SwinjectQualification.edits(in: file)
            }
            result.append(.init(path: file.path, before: file.text, after: TextEdit.apply(fileEdits, to: file.text)))
        }
        for (path, module) in modules {
            let imports = (["Suture"] + module.imports.filter { $0 != "Suture" }).map { "import \($0)" }
            let text = """
                \(imports.joined(separator: "\n"))

                /// The registrations of \(module.origin) that `suture migrate swinject` converted to providers.
                @Module
                enum \(module.name) {
                \(module.functions.joined(separator: "\n\n"))
                }

                """
            let existing = files.first { $0.path == path }
            result.append(.init(path: path, before: existing?.text, after: text))
        }
        return result.sorted { $0.path < $1.path }
    }
}

/// Where `import Suture` goes in a file that lacks it: after its last import, or first.
package enum ImportInsertion {
    /// The edit that adds `import module` to `file`, or nil when the file already imports it.
    package static func edit(adding module: String, to file: SwinjectMigration.InputFile) -> TextEdit? {
        let tree = Parser.parse(source: file.text)
        var lastImportEnd: Int?
        for item in tree.statements {
            guard let declaration = item.item.as(ImportDeclSyntax.self) else { continue }
            if declaration.path.trimmedDescription == module { return nil }
            lastImportEnd = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        }
        if let lastImportEnd { return TextEdit(path: file.path, offset: lastImportEnd, text: "\nimport \(module)") }
        return TextEdit(path: file.path, offset: 0, text: "import \(module)\n\n")
    }
}
