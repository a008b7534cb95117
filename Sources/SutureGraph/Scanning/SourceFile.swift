/// One Swift file to scan: the path diagnostics print, and its text.
public struct SourceFile: Hashable, Sendable {
    /// The path as diagnostics show it (absolute for the build plugin, as given for the CLI).
    public var path: String
    /// The file's contents.
    public var text: String

    /// Describes a file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file's name without its folders, which generated headers may show.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// The sources of one Swift module: the target being generated, or a target it depends on.
public struct SourceModule: Hashable, Sendable {
    /// The module's name (`Bakery`); generated code imports dependency modules by it.
    public var name: String
    /// Its files.
    public var files: [SourceFile]

    /// Describes a module.
    public init(name: String, files: [SourceFile]) {
        self.name = name
        self.files = files
    }
}

/// What the graph compiler reads: the target and the source modules it depends on.
public struct GraphInput: Hashable, Sendable {
    /// The module whose components are generated.
    public var target: SourceModule
    /// Modules whose `@Injectable` types and `@Module`s the target's components may use.
    public var dependencies: [SourceModule]

    /// Describes an input.
    public init(target: SourceModule, dependencies: [SourceModule] = []) {
        self.target = target
        self.dependencies = dependencies
    }
}
