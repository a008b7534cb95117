import Foundation

/// Writes a command's output file whole, or fails with a message that names the path and the reason.
enum OutputFile {
    /// Writes `text` to `path` atomically: a temporary file renamed into place, so a failure leaves no half file.
    /// A file that already holds `text` is left untouched: when the build runs the tool again (it was relinked, or an
    /// input changed in a way the graph does not see), the target that compiles the file is not recompiled. The text
    /// is one block of `write(to:_:)`.
    static func write(_ text: String, to path: String) throws {
        var text = text
        try write(to: path) { output in text.withUTF8 { output(UnsafeRawBufferPointer($0)) } }
    }

    /// Writes `bytes` to `path` as `write(_:to:)` writes a text.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { output in bytes.withUnsafeBytes { output($0) } }
    }

    /// Writes to `path` what `write` hands its output, a block at a time, as `write(_:to:)` writes a text: into a
    /// temporary file beside it, renamed into place, unless the file already holds the same bytes (then the temporary
    /// file is removed and the file left untouched). Neither text is ever held whole: a report of 60,000 bindings is
    /// about 100 MB.
    static func write(to path: String, _ writeBlocks: (_ output: @escaping (UnsafeRawBufferPointer) -> Void) -> Void)
        throws
    {
        guard let replaced = replacedPath(path) else { return try writeInPlace(path, writeBlocks) }
        let url = URL(fileURLWithPath: replaced)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).suture-\(ProcessInfo.processInfo.processIdentifier)")
            .path
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw CommandFailure("cannot write \(path): \(reason(for: path))")
        }
        let written = write(writeBlocks, into: handle)
        if written && sameContents(temporary, replaced) {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        guard written, rename(temporary, replaced) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandFailure("cannot write \(path): \(reason(for: path))")
        }
    }

    /// The file an output to `path` replaces: `path`, or the file a symbolic link there points to (the link stays a
    /// link); nil when `path` names a device, a pipe or a socket, which is written in place: replacing `/dev/null`
    /// with a file would leave every later program writing into that file.
    static func replacedPath(_ path: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let type = try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType else {
            return resolved
        }
        return type == .typeRegular || type == .typeDirectory ? resolved : nil
    }

    /// Writes what `writeBlocks` hands its output into the device, pipe or socket at `path`, as it comes.
    private static func writeInPlace(
        _ path: String,
        _ writeBlocks: (_ output: @escaping (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CommandFailure("cannot write \(path): \(reason(for: path))")
        }
        guard write(writeBlocks, into: handle) else {
            throw CommandFailure("cannot write \(path): \(reason(for: path))")
        }
    }

    /// Hands `handle` the blocks `writeBlocks` gives its output, then closes it; false when a write or the close failed
    /// (the blocks after a failed write are dropped).
    private static func write(
        _ writeBlocks: (_ output: @escaping (UnsafeRawBufferPointer) -> Void) -> Void,
        into handle: FileHandle
    ) -> Bool {
        let failed = FailureFlag()
        writeBlocks { block in
            guard !failed.value else { return }
            do {
                try handle.write(contentsOf: block)
            } catch {
                failed.value = true
            }
        }
        do {
            try handle.close()
        } catch {
            failed.value = true
        }
        return !failed.value
    }

    /// Whether a write failed, set from the output that the picture's writer calls.
    private final class FailureFlag {
        var value = false
    }

    /// The size of one block read from each file to compare them.
    private static let comparedBlockSize = 1 << 20

    /// Whether the files at `first` and `second` hold the same bytes; `false` when either cannot be read.
    static func sameContents(_ first: String, _ second: String) -> Bool {
        guard let firstHandle = FileHandle(forReadingAtPath: first),
            let secondHandle = FileHandle(forReadingAtPath: second)
        else { return false }
        defer {
            try? firstHandle.close()
            try? secondHandle.close()
        }
        do {
            while true {
                // At the end of a file, `read(upToCount:)` gives `nil` or no bytes.
                let firstBlock = try firstHandle.read(upToCount: comparedBlockSize) ?? Data()
                let secondBlock = try secondHandle.read(upToCount: comparedBlockSize) ?? Data()
                if firstBlock != secondBlock { return false }
                if firstBlock.isEmpty { return true }
            }
        } catch {
            return false
        }
    }

    /// The size, modification time and status-change time (in nanoseconds) and inode of the file at `path`, as one
    /// text; `nil` when it cannot be read. A file written again, even with the same bytes or size, has other facts;
    /// so has one written in place and given back its modification time, since no program can set the status-change
    /// time.
    static func facts(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return "\(status.st_size) \(nanoseconds(modified)) \(nanoseconds(changed)) \(status.st_ino)"
    }

    /// A file time in nanoseconds since 1970.
    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
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
