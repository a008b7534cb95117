import Foundation
import SutureGraph

/// Finds and reads Swift files: a path to a file is read, a folder is searched (sorted) for `.swift` files.
enum SourceLoader {
    static func files(at paths: [String]) throws -> [SourceFile] {
        // Found in order, then read on every processor at once: reading and checking the bytes of thousands of files
        // on one core was a tenth of a large app's report.
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("no such file or folder: \(path)")
            }
            if isDirectory.boolValue {
                guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
                var relatives: [String] = []
                while let relative = enumerator.nextObject() as? String {
                    if relative.hasSuffix(".swift") { relatives.append(relative) }
                }
                for relative in relatives.sorted() {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            } else {
                found.append(path)
            }
        }
        return try found.concurrentMap { path in Result { try read(path) } }.map { try $0.get() }
    }

    private static func read(_ path: String) throws -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read \(path)")
        }
        // Bytes that are not UTF-8 are repaired rather than refused: the scanner reports what it cannot read.
        return SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
    }
}
