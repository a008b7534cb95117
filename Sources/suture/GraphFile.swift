import Foundation
import SutureGraph

/// Reads a graph that `suture graph --format json` wrote, or fails with a message that names the file and what is wrong.
enum GraphFile {
    /// The graph in the file at `path`.
    static func read(_ path: String) throws -> GraphDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("cannot read \(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(
                "cannot read \(path): it is a folder; name a file written by `suture graph --format json`")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read \(path): it is not readable")
        }
        do {
            // Bytes that are not UTF-8 are repaired rather than refused: the reader reports what it cannot read.
            return try GraphDocument(json: String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
