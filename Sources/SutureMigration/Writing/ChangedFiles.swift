/// Gathers what the conversions of a migration change: the edits in each file read, with the imports a changed file
/// needs, and one new file per `@Module` of converted providers.
package enum ChangedFiles {
    /// The files `entries` and `edits` change or create, by path, with their text before (nil for a new file) and
    /// after. `whenChanged` gives a file's own edits once it changes (`import Suture`, Swinject's qualified names);
    /// `moduleComment` is a module's doc comment, from what it gathers.
    package static func make(
        _ files: [MigrationFile], entries: [MigrationResult.Entry], edits extraEdits: [TextEdit] = [],
        whenChanged: (MigrationFile) -> [TextEdit], moduleComment: (String) -> String
    ) -> [MigrationResult.ChangedFile] {
        var edits: [String: [TextEdit]] = [:]
        for edit in extraEdits { edits[edit.path, default: []].append(edit) }
        var modules: [String: (name: String, imports: [String], functions: [String], origin: String)] = [:]
        for entry in entries {
            switch entry.conversion {
            case .injectable(let injectable):
                for edit in injectable.edits { edits[edit.path, default: []].append(edit) }
            case .provider(let provider):
                var module = modules[provider.modulePath] ?? (provider.module, [], [], provider.origin)
                for name in provider.imports where !module.imports.contains(name) { module.imports.append(name) }
                module.functions.append(provider.source)
                modules[provider.modulePath] = module
            case .subcomponent, .left:
                break
            }
        }
        var result: [MigrationResult.ChangedFile] = []
        for file in files {
            guard var fileEdits = edits[file.path] else { continue }
            fileEdits += whenChanged(file)
            result.append(.init(path: file.path, before: file.text, after: TextEdit.apply(fileEdits, to: file.text)))
        }
        for (path, module) in modules {
            let imports = (["Suture"] + module.imports.filter { $0 != "Suture" }).map { "import \($0)" }
            let text = """
                \(imports.joined(separator: "\n"))

                \(moduleComment(module.origin))
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
