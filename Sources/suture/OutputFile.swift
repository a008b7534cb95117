import Foundation

/// Writes a command's output file whole, or fails with a message that names the path and the reason.
enum OutputFile {
    /// Writes `text` to `path` atomically: a temporary file renamed into place, so a failure leaves no half file.
    /// A file that already holds `text` is left untouched: when the build runs the tool again (it was relinked, or an
    /// input changed in a way the graph does not see), the target that compiles the file is not recompiled.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let data = Data(text.utf8)
        if let existing = try? Data(contentsOf: url), existing == data { return }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(path): \(reason(for: path))")
        }
    }

    /// Why `path` cannot be written, in words: the folder is missing, is a file, or is not writable.
    static func reason(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a folder; name a file in it"
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return "the folder \(folder) does not exist; create it first"
        }
        guard isDirectory.boolValue else { return "\(folder) is a file, not a folder" }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            return "the folder \(folder) is not writable"
        }
        return "the file system refused it"
    }
}
