/// What a run with a scan cache keeps of itself, so that the next run can tell whether its output still stands:
/// the options it ran with, each file with its scan's digest, whether the target named the registrations group,
/// the diagnostics it printed, and the digest and file-system facts of the file it wrote.
///
/// It is written as `SUTURE-RUN`, the format's version and the fields by `ByteWriter`; reading refuses a record of
/// another version, one cut short or with bytes added (the run then builds the graph).
package struct RunRecord: Equatable, Sendable {
    /// The version of the record's format.
    package static let formatVersion = 3
    /// The bytes every record starts with.
    static let magic = Array("SUTURE-RUN".utf8)

    /// A digest of everything but the sources that decides the output: the tool and the options.
    package var options: String
    /// Every file read, target first, each module's in path order.
    package var files: [RecordedFile]
    /// Whether a file of the target names the registrations group (which a `when-referenced` run writes then).
    package var targetMentionsRegistrations: Bool
    /// The diagnostics printed, as `GraphCompiler.Analysis.formattedDiagnostics` writes them.
    package var diagnostics: String
    /// Whether one of them is an error (then nothing was written).
    package var hasErrors: Bool
    /// The checksum of the file written (the CLI's `OutputChecksum`), or `nil` when none was.
    package var outputDigest: String?
    /// The written file's size, modification and status-change times (nanoseconds) and inode as the run left it, or
    /// `nil`: while they are the same, the next run takes the file for the one written without reading it.
    package var outputFileFacts: String?

    /// Describes a run.
    package init(
        options: String, files: [RecordedFile], targetMentionsRegistrations: Bool, diagnostics: String,
        hasErrors: Bool, outputDigest: String?, outputFileFacts: String? = nil
    ) {
        self.options = options
        self.files = files
        self.targetMentionsRegistrations = targetMentionsRegistrations
        self.diagnostics = diagnostics
        self.hasErrors = hasErrors
        self.outputDigest = outputDigest
        self.outputFileFacts = outputFileFacts
    }

    /// The record's bytes.
    package var bytes: [UInt8] {
        var writer = ByteWriter()
        writer.writeRaw(Self.magic)
        writer.write(UInt64(Self.formatVersion))
        writer.write(options)
        writer.write(UInt64(files.count))
        for file in files {
            writer.write(file.module)
            writer.write(file.path)
            writer.write(file.key)
            writer.write(file.scan)
        }
        writer.write(targetMentionsRegistrations)
        writer.write(diagnostics)
        writer.write(hasErrors)
        writer.encode(outputDigest)
        writer.encode(outputFileFacts)
        return writer.bytes
    }

    /// Reads a record's bytes.
    package init(bytes: [UInt8]) throws {
        var reader = ByteReader(bytes)
        guard try reader.readRaw(count: Self.magic.count).elementsEqual(Self.magic),
            try reader.readUnsigned() == UInt64(Self.formatVersion)
        else { throw ByteReader.Malformed.invalid }
        options = try reader.readString()
        let count = try reader.readCount()
        files = []
        files.reserveCapacity(count)
        for _ in 0..<count {
            files.append(
                RecordedFile(
                    module: try reader.readString(), path: try reader.readString(), key: try reader.readString(),
                    scan: try reader.readString()))
        }
        targetMentionsRegistrations = try reader.readBool()
        diagnostics = try reader.readString()
        hasErrors = try reader.readBool()
        outputDigest = try reader.decode()
        outputFileFacts = try reader.decode()
        guard reader.isAtEnd else { throw ByteReader.Malformed.invalid }
    }

    /// Whether `scan` finds what this run found: the same files in the same modules, each with the same scan, and the
    /// target naming the registrations group or not as before.
    package func foundTheSame(as scan: IncrementalScan, targetMentionsRegistrations mentions: Bool) -> Bool {
        targetMentionsRegistrations == mentions && files.map(\.finding) == scan.files.map(\.finding)
    }
}
