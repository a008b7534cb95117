import Foundation
import SutureGraph

/// The scan cache of `--cache-directory`: one file per scanned file, named by its key's digest, holding
/// `FileScan.entry(for:)`'s bytes, and one record of the previous run per command (`generate.run`, `check.run`).
///
/// Nothing here may fail a build: an entry that cannot be read, or that the graph compiler refuses, is no entry (the
/// file is scanned again), and an entry that cannot be written is left unwritten.
final class ScanCacheDirectory: ScanCache, @unchecked Sendable {
    /// The folder of the entries.
    let directory: URL
    /// The digests asked for or stored in this run; `lock` guards it, as files are scanned on every processor.
    private var used: Set<String> = []
    private let lock = NSLock()

    /// A cache in `directory`, which is made when missing; `nil` when it cannot be.
    init?(directory: URL) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return nil
        }
    }

    func scan(for key: ScanCacheKey) -> FileScan? {
        markUsed(key)
        guard let data = FileManager.default.contents(atPath: url(of: key).path) else { return nil }
        return try? FileScan(entry: [UInt8](data), key: key)
    }

    func store(_ scan: FileScan, for key: ScanCacheKey) {
        markUsed(key)
        try? Data(scan.entry(for: key)).write(to: url(of: key), options: .atomic)
    }

    /// The record the previous run of `command` left, or `nil` when there is none it can read.
    func record(of command: String) -> RunRecord? {
        guard let data = FileManager.default.contents(atPath: recordURL(of: command).path) else { return nil }
        return try? RunRecord(bytes: [UInt8](data))
    }

    /// Keeps `record` as the record of `command`'s run.
    func store(_ record: RunRecord, of command: String) {
        try? Data(record.bytes).write(to: recordURL(of: command), options: .atomic)
    }

    /// Removes the entries this run neither read nor wrote: those of files that changed or are gone. Files that are
    /// not entries (another name) stay.
    func removeUnusedEntries() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let used = lock.withLock { self.used }
        for name in names where Self.isEntryName(name) && !used.contains(String(name.dropLast(Self.suffix.count))) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Removes the entries of `keys` (digests).
    func removeEntries(_ keys: [String]) {
        for key in keys { try? FileManager.default.removeItem(at: directory.appendingPathComponent(key + Self.suffix)) }
    }

    /// The ending of an entry file's name, after the digest.
    static let suffix = ".scan"

    /// Whether `name` is an entry's: 64 lowercase hexadecimal digits and `suffix`.
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let digest = name.dropLast(suffix.count)
        return digest.utf8.count == 64 && digest.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    private func url(of key: ScanCacheKey) -> URL {
        directory.appendingPathComponent(key.digest + Self.suffix)
    }

    private func recordURL(of command: String) -> URL {
        directory.appendingPathComponent(command + ".run")
    }

    private func markUsed(_ key: ScanCacheKey) {
        lock.withLock { _ = used.insert(key.digest) }
    }
}
