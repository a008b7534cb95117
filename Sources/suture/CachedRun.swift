import Foundation
import SutureGraph

/// A run of `generate` or `check` with a cache folder: the files are scanned against the previous run's record, and
/// when every scan is the one recorded (and the options, the tool and the output file are the same), the previous
/// run's diagnostics and output stand, and the graph is not built again.
struct CachedRun {
    /// The command, which names its record.
    let command: String
    /// The cache folder.
    let cache: ScanCacheDirectory
    /// A digest of the tool and the command line.
    let options: String
    /// The record of the command's previous run with the same options, when there is one.
    let previous: RunRecord?
    /// The input's files, scanned where their text changed.
    let scan: IncrementalScan
    /// Whether the target names the registrations group, for a run whose output depends on it.
    let targetMentionsRegistrations: Bool

    /// Scans `input` against the previous run of `command`; `registrationsTypeName` is the name whose mention in the
    /// target decides the output (`generate --registrations when-referenced`).
    init(command: String, input: GraphInput, cache: ScanCacheDirectory, registrationsTypeName: String?) {
        let tool = Self.toolIdentity
        var hash = SHA256()
        for part in [command, tool] + CommandLine.arguments.dropFirst() {
            hash.update(part)
            hash.update([0])
        }
        let options = hash.hexDigest()
        let previous = cache.record(of: command).flatMap { $0.options == options ? $0 : nil }
        let scan = LargeStackAnalysis.run {
            IncrementalScan(input, cache: cache, compilerVersion: tool, previous: previous?.files ?? [])
        }
        self.command = command
        self.cache = cache
        self.options = options
        self.previous = previous
        self.scan = scan
        targetMentionsRegistrations = registrationsTypeName.map { scan.targetMentions($0) } ?? false
    }

    /// The previous run's record, when its diagnostics and output stand for this run: the same files with the same
    /// scans, and the file it wrote (`outputPath`) still holds what it wrote. The file is read only when its size,
    /// modification time or inode is not what the record says; when its bytes are still the ones written, the record
    /// given back holds its new facts.
    func reusableRecord(outputPath: String?) -> RunRecord? {
        guard let previous, previous.foundTheSame(as: scan, targetMentionsRegistrations: targetMentionsRegistrations)
        else { return nil }
        guard !previous.hasErrors, let digest = previous.outputDigest else { return previous }
        guard let outputPath else { return nil }
        let facts = OutputFile.facts(at: outputPath)
        if facts != nil, facts == previous.outputFileFacts { return previous }
        guard let data = FileManager.default.contents(atPath: outputPath),
            data.withUnsafeBytes({ OutputChecksum.hexDigest(of: $0) }) == digest
        else { return nil }
        var reused = previous
        reused.outputFileFacts = facts
        return reused
    }

    /// Builds and checks the graph from the scanned files, reading the entries of the unchanged ones; `compiler` says
    /// whether the generated file is planned too.
    func analyze(with compiler: GraphCompiler = GraphCompiler()) -> GraphCompiler.Analysis {
        let scan = self.scan
        let analysis = LargeStackAnalysis.run { compiler.analyze(scan) }
        KeptUntilExit.keep(analysis)
        return analysis
    }

    /// Keeps the record of a run that reused `reused` (from `reusableRecord`): the same findings, the files' new texts
    /// and the output file's facts. The entries of the texts the files had before are removed; nothing is written when
    /// neither changed.
    func keep(reusing reused: RunRecord) {
        guard reused.files != scan.files || reused.outputFileFacts != previous?.outputFileFacts else { return }
        var record = reused
        record.files = scan.files
        cache.store(record, of: command)
        let current = Set(scan.files.map(\.key))
        cache.removeEntries(reused.files.map(\.key).filter { !current.contains($0) })
    }

    /// Keeps the record of a run that built the graph, with the digest of `output` and the facts of the file it was
    /// written to when it wrote one, and removes the entries of files no longer read.
    func keep(_ analysis: GraphCompiler.Analysis, output: (bytes: [UInt8], path: String)?) {
        let record = RunRecord(
            options: options, files: scan.files, targetMentionsRegistrations: targetMentionsRegistrations,
            diagnostics: analysis.formattedDiagnostics, hasErrors: analysis.hasErrors,
            outputDigest: output.map { output in output.bytes.withUnsafeBytes { OutputChecksum.hexDigest(of: $0) } },
            outputFileFacts: output.flatMap { OutputFile.facts(at: $0.path) })
        cache.store(record, of: command)
        cache.removeUnusedEntries()
    }

    /// The tool's version and its executable's size and modification time: a rebuilt tool reads no entry, and
    /// reuses no output, of the one before.
    static let toolIdentity: String = {
        var identity = GraphCompiler.version
        if let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(size) \(modified)"
        }
        return identity
    }()
}
