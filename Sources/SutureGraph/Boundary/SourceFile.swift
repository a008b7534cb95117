/// One Swift file to scan: the path diagnostics print, and its text.
package struct SourceFile: Hashable, Sendable {
    /// The path as diagnostics show it (absolute for the build plugin, as given for the CLI).
    package var path: String
    /// The file's contents.
    package var text: String

    /// Describes a file.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file's name without its folders, which generated headers may show.
    package var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// The sources of one Swift module: the target being generated, or a target it depends on.
package struct SourceModule: Hashable, Sendable {
    /// The module's name (`Bakery`); generated code imports dependency modules by it.
    package var name: String
    /// Its files.
    package var files: [SourceFile]
    /// The custom conditions its build sets (a target's `.define`s, SwiftPM's `compilationConditions`), or `nil` when
    /// nobody said: a flag some module defines is then decided, for each module, by that module's own defines.
    package var defines: Set<String>?

    /// Describes a module.
    package init(name: String, files: [SourceFile], defines: Set<String>? = nil) {
        self.name = name
        self.files = files
        self.defines = defines
    }
}

/// What the graph compiler reads: the target and the source modules it depends on.
package struct GraphInput: Hashable, Sendable {
    /// The module whose components are generated.
    package var target: SourceModule
    /// Modules whose `@Injectable` types and `@Module`s the target's components may use.
    package var dependencies: [SourceModule]

    /// Describes an input.
    package init(target: SourceModule, dependencies: [SourceModule] = []) {
        self.target = target
        self.dependencies = dependencies
    }
}
