/// What scanning found in one file, as the scan cache keeps it: every declaration, name, import and problem, with
/// the bytes of its entry and their digest, which says whether two runs found the same.
///
/// An entry is `SUTURE-SCAN`, the format's version, the key it is stored under, the digest, the length of the scan's
/// bytes and the bytes. Reading refuses an entry of another format or key, one cut short or with bytes added, and one
/// whose bytes do not hash to its digest: the file is parsed again.
package struct FileScan: Sendable {
    /// The version of the entries' format; a change to what a scan holds or how it is written raises it, so older
    /// entries are not read.
    package static let formatVersion = 2
    /// The bytes every entry starts with.
    static let magic = Array("SUTURE-SCAN".utf8)

    /// The file's annotations, names and problems, as a module of that one file.
    var found: ScannedModule
    /// `found`, written by `ByteWriter`.
    let bytes: [UInt8]
    /// The SHA-256 digest of `bytes`, in hexadecimal: equal for equal scans.
    package let digest: String

    /// The scan of a file that was just parsed.
    init(found: ScannedModule) {
        var writer = ByteWriter()
        found.write(to: &writer)
        self.found = found
        bytes = writer.bytes
        var hash = SHA256()
        hash.update(writer.bytes)
        digest = hash.hexDigest()
    }

    /// The bytes of the entry that keeps this scan under `key`.
    package func entry(for key: ScanCacheKey) -> [UInt8] {
        var writer = ByteWriter()
        writer.writeRaw(Self.magic)
        writer.write(UInt64(Self.formatVersion))
        writer.writeRaw(key.digest.utf8)
        writer.writeRaw(digest.utf8)
        writer.write(UInt64(bytes.count))
        writer.writeRaw(bytes)
        return writer.bytes
    }

    /// Reads the entry `entry`, which should keep a scan under `key`.
    package init(entry: [UInt8], key: ScanCacheKey) throws {
        var reader = ByteReader(entry)
        guard try reader.readRaw(count: Self.magic.count).elementsEqual(Self.magic),
            try reader.readUnsigned() == UInt64(Self.formatVersion),
            try reader.readRaw(count: 64).elementsEqual(key.digest.utf8)
        else { throw ByteReader.Malformed.invalid }
        let digest = String(decoding: try reader.readRaw(count: 64), as: UTF8.self)
        let bytes = Array(try reader.readRaw(count: try reader.readCount()))
        guard reader.isAtEnd else { throw ByteReader.Malformed.invalid }
        var hash = SHA256()
        hash.update(bytes)
        guard hash.hexDigest() == digest else { throw ByteReader.Malformed.invalid }
        var scanReader = ByteReader(bytes)
        found = try ScannedModule(from: &scanReader)
        guard scanReader.isAtEnd else { throw ByteReader.Malformed.invalid }
        self.bytes = bytes
        self.digest = digest
    }
}
