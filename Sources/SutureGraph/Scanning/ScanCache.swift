/// Keeps what scanning found in each file between runs, so that a file whose text did not change is not parsed
/// again: the build plugin's runs after a one-file change read the other files' results from it.
///
/// The graph compiler asks for an entry by its key and stores what it scanned; where entries are kept is the
/// keeper's business (the CLI keeps one file per entry in a directory, `FileScan.entry(for:)`'s bytes). An entry that
/// cannot be read is no entry: the file is scanned again.
package protocol ScanCache: Sendable {
    /// What scanning found in the file `key` names, or `nil` when nothing usable is kept for it.
    func scan(for key: ScanCacheKey) -> FileScan?
    /// Keeps what scanning found in the file `key` names.
    func store(_ scan: FileScan, for key: ScanCacheKey)
}

/// The name of one file's entry in the scan cache: a SHA-256 digest of everything the file's scan depends on, the
/// file's path (which its locations name) and text, the compiler's version and the entries' format.
package struct ScanCacheKey: Hashable, Sendable {
    /// 64 lowercase hexadecimal digits.
    package let digest: String

    /// The key of `file`'s entry, scanned by the compiler of `compilerVersion`.
    package init(file: SourceFile, compilerVersion: String) {
        var hash = SHA256()
        // Each part ends with a zero byte, which no path or version holds, so the parts cannot run into each other.
        for part in ["suture-scan-cache", String(FileScan.formatVersion), compilerVersion, file.path] {
            hash.update(part)
            hash.update([0])
        }
        hash.update(file.text)
        digest = hash.hexDigest()
    }
}
