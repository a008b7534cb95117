import Foundation

extension SyntheticModule {
    /// Writes every file of the module into `directory` (created when missing) and returns their paths.
    @discardableResult
    public func write(to directory: URL) throws -> [URL] {
        try SyntheticModule.write(files, to: directory)
    }

    /// Writes `files` into `directory` (created when missing) and returns their paths.
    @discardableResult
    public static func write(_ files: [SyntheticFile], to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url, options: .atomic)
            return url
        }
    }
}
