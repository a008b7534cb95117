import Foundation

// One file for both plugins, linked into each plugin's folder: plugin targets cannot depend on a library.

/// Source modules named in `suture-sources.json` beside a package's or an Xcode project's manifest: folders whose
/// `@Injectable` types and `@Module`s join the graph though the build system does not say they are dependencies
/// (an Xcode app target's local packages or framework folders, sources that another tool generates).
///
/// ```json
/// { "defines": ["PREMIUM"], "modules": [ { "name": "Feature", "folders": ["Packages/Feature/Sources/Feature"],
///   "defines": ["WOOD_FIRED"] } ] }
/// ```
///
/// Folders are relative to the file and searched for `.swift` files, in name order. `defines`, optional, are the custom
/// conditions a module's build sets, and at the top those of the Xcode targets that run the plugin (SwiftPM tells the
/// plugin a package target's own).
enum ExtraSourceModules {
    /// The file's name.
    static let fileName = "suture-sources.json"

    /// One module the file names.
    struct Module: Decodable {
        /// The module's name, as generated code imports it.
        var name: String
        /// Its folders, relative to the file.
        var folders: [String]
        /// The custom conditions its build sets.
        var defines: [String]?
    }

    private struct File: Decodable {
        var modules: [Module]
        var defines: [String]?
    }

    /// The modules the file in `directory` names, with their Swift files and defines; none when there is no such file.
    static func read(in directory: URL) throws -> [GraphModule] {
        guard let (url, file) = try decode(in: directory) else { return [] }
        return try file.modules.map { module in
            let files = try module.folders.flatMap { folder in
                try swiftFiles(under: directory.appendingPathComponent(folder), namedIn: url)
            }
            return GraphModule(name: module.name, files: files, defines: module.defines ?? [])
        }
    }

    /// The custom conditions the file in `directory` gives the targets that run the plugin under Xcode.
    static func targetDefines(in directory: URL) throws -> [String] {
        try decode(in: directory)?.file.defines ?? []
    }

    private static func decode(in directory: URL) throws -> (url: URL, file: File)? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return (url, try JSONDecoder().decode(File.self, from: Data(contentsOf: url)))
        } catch {
            throw ConfigurationError(
                message: "\(url.path): cannot read \(fileName) (\(error.localizedDescription)); it holds "
                    + #"{ "modules": [ { "name": "Feature", "folders": ["Sources/Feature"] } ] }"#
            )
        }
    }

    private static func swiftFiles(under folder: URL, namedIn configuration: URL) throws -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ConfigurationError(
                message: "\(configuration.path): the folder \(folder.path) does not exist; correct its path, which "
                    + "is relative to \(fileName)"
            )
        }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A `suture-sources.json` the plugin cannot use, with what is wrong and how it should look.
    struct ConfigurationError: Error, CustomStringConvertible {
        /// What is wrong.
        var message: String
        var description: String { message }
    }
}

/// A module whose sources join the graph: its name, its Swift files and the custom conditions its build sets.
struct GraphModule {
    /// The module's name, as generated code imports it.
    var name: String
    /// Its Swift files.
    var files: [URL]
    /// The custom conditions its build sets (`-D`), which decide the `#if` blocks of its own sources.
    var defines: [String]
}
