import Foundation
import SutureGraph

/// The scan cache of `--cache-directory`: one JSON file per scanned file, named by its key's digest.
///
/// Nothing here may fail a build: an entry that cannot be read, decoded, or that names another key or format is no
/// entry (the file is scanned again), and an entry that cannot be written is left unwritten.
final class ScanCacheDirectory: ScanCache, @unchecked Sendable {
    /// What one entry file holds: its format and key, which a read checks, and the scan.
    struct Entry: Codable {
        /// `ScanCacheKey.formatVersion` when it was written.
        var format: Int
        /// The digest it is stored under.
        var key: String
        /// What scanning found.
        var scan: FileScan
    }

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
        guard let data = FileManager.default.contents(atPath: url(of: key).path),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.format == ScanCacheKey.formatVersion, entry.key == key.digest
        else { return nil }
        return entry.scan
    }

    func store(_ scan: FileScan, for key: ScanCacheKey) {
        markUsed(key)
        let entry = Entry(format: ScanCacheKey.formatVersion, key: key.digest, scan: scan)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? data.write(to: url(of: key), options: .atomic)
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

    /// The ending of an entry file's name, after the digest.
    static let suffix = ".json"

    /// Whether `name` is an entry's: 64 lowercase hexadecimal digits and `suffix`.
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let digest = name.dropLast(suffix.count)
        return digest.utf8.count == 64 && digest.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    private func url(of key: ScanCacheKey) -> URL {
        directory.appendingPathComponent(key.digest + Self.suffix)
    }

    private func markUsed(_ key: ScanCacheKey) {
        lock.withLock { _ = used.insert(key.digest) }
    }
}
