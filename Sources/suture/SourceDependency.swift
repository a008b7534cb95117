import ArgumentParser

/// One `--dependency NAME=PATH`: a source module the target depends on, and one of its files or folders.
struct SourceDependency: ExpressibleByArgument, Equatable {
    /// The module's name, as the target imports it.
    let moduleName: String
    /// A Swift file or a folder of them.
    let path: String

    /// Reads `NAME=PATH`; a value without `=`, or with nothing before or after it, is refused.
    init?(argument: String) {
        guard let separator = argument.firstIndex(of: "=") else { return nil }
        let name = argument[..<separator]
        let location = argument[argument.index(after: separator)...]
        guard !name.isEmpty, !location.isEmpty else { return nil }
        moduleName = String(name)
        path = String(location)
    }
}
