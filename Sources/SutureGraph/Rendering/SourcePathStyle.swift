import SutureSyntax

/// How a picture writes the files of its source locations: as they were read, or relative to a folder (the package's),
/// so a picture checked into the repository holds no absolute path of the machine that drew it.
package struct SourcePathStyle: Hashable, Sendable {
    /// The folder paths are written relative to, as absolute path components; nil writes them as read.
    private let folder: [String]?
    /// The absolute folder a relative path was read from.
    private let workingDirectory: [String]

    /// Paths as the files were read.
    package static let asRead = SourcePathStyle(folder: nil, workingDirectory: [])

    /// Paths relative to `folder`, with `..` for a file outside it; a file read by a relative path is found from
    /// `workingDirectory`. Both folders are absolute.
    package static func relative(to folder: String, workingDirectory: String) -> SourcePathStyle {
        SourcePathStyle(folder: components(of: folder), workingDirectory: components(of: workingDirectory))
    }

    /// `file` as this style writes it. A file that shares no folder with `folder` but the root keeps its path.
    package func path(_ file: String) -> String {
        guard let folder else { return file }
        let absolute =
            file.hasPrefix("/") ? Self.components(of: file) : Self.components(of: file, from: workingDirectory)
        var shared = 0
        while shared < folder.count, shared < absolute.count, folder[shared] == absolute[shared] { shared += 1 }
        guard shared > 0 else { return file }
        let steps = Array(repeating: "..", count: folder.count - shared) + absolute[shared...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// `Sources/Bakery/Baker.swift:14:10`, with the file as this style writes it.
    package func place(_ location: SyntaxLocation) -> String {
        "\(path(location.file)):\(location.line):\(location.column)"
    }

    /// The folders of `path`, read from `base` when it is relative, with `.` and `..` resolved.
    private static func components(of path: String, from base: [String] = []) -> [String] {
        var result = base
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(String(component))
            }
        }
        return result
    }
}
