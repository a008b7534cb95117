/// The files of an input, scanned for a run that keeps a scan cache and may reuse the previous run's output.
///
/// A file whose key (path, text, compiler) is the one the previous run recorded is neither read nor parsed: its scan
/// is the one recorded, and its entry is read only if the run goes on to build the graph (`preparedModules()`).
/// Every other file's entry is read, or the file parsed and its entry stored. So when no file's scan changed, which
/// `files` compared with the previous run's says, the run has read no entry at all.
package struct IncrementalScan: Sendable {
    /// One file of the input, as far as this run has read it.
    enum State: Sendable {
        /// Unchanged since the previous run: its entry is read when the graph is built.
        case recorded(SourceFile, ScanCacheKey)
        /// Read from its entry, or parsed.
        case scanned(ScannedModule)
        /// A file that `#if` blocks decide, read in each configuration (the cache keeps no such file).
        case conditional(ConditionalFile)
    }

    /// What the run reads.
    package let input: GraphInput
    /// Each file, with its key and what it found, in the order `files` lists them.
    package let files: [RecordedFile]
    /// The files of each module (target first), in path order.
    private let states: [[State]]
    /// Where entries are kept.
    private let cache: any ScanCache

    /// Scans the files of `input` that `previous`, the files the previous run recorded, does not hold unchanged.
    package init(
        _ input: GraphInput, cache: any ScanCache, compilerVersion: String, previous: [RecordedFile] = []
    ) {
        let recorded = Dictionary(previous.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var states: [[State]] = []
        var files: [RecordedFile] = []
        for (index, module) in ([input.target] + input.dependencies).enumerated() {
            let sorted = module.files.sorted(by: { $0.path < $1.path })
            let read = sorted.concurrentMap { file -> (State, RecordedFile) in
                let key = ScanCacheKey(file: file, compilerVersion: compilerVersion)
                var entry = RecordedFile(module: module.name, path: file.path, key: key.digest, scan: "")
                if let previous = recorded[file.path], previous.module == module.name, previous.key == key.digest {
                    entry.scan = previous.scan
                    return (.recorded(file, key), entry)
                }
                let state = Self.read(file, key: key, in: module.name, isTarget: index == 0, cache: cache)
                switch state {
                case .scanned(_, let digest): entry.scan = digest
                case .conditional: entry.scan = RecordedFile.conditionalScan
                }
                return (state.state, entry)
            }
            states.append(read.map(\.0))
            files += read.map(\.1)
        }
        self.input = input
        self.files = files
        self.states = states
        self.cache = cache
    }

    /// Whether a file of the target names `text`: what decides whether a `when-referenced` registrations group is
    /// written, which no scan records.
    package func targetMentions(_ text: String) -> Bool {
        input.target.files.contains { $0.text.containsUTF8(text) }
    }

    /// The modules as the graph compiler reads them, target first; the entries of the files unchanged since the
    /// previous run are read now, and a file whose entry cannot be read is parsed.
    func preparedModules() -> [PreparedModule] {
        let modules = [input.target] + input.dependencies
        return zip(modules, states).enumerated().map { index, pair in
            let (module, states) = pair
            let files = states.concurrentMap { state -> PreparedModule.File in
                switch state {
                case .scanned(let found): return .scanned(found)
                case .conditional(let conditional): return .conditional(conditional)
                case .recorded(let file, let key):
                    switch Self.read(file, key: key, in: module.name, isTarget: index == 0, cache: cache) {
                    case .scanned(let found, _): return .scanned(found)
                    case .conditional(let conditional): return .conditional(conditional)
                    }
                }
            }
            return PreparedModule(name: module.name, isTarget: index == 0, files: files)
        }
    }

    /// What one file holds, with the digest of its scan.
    private enum Read {
        case scanned(ScannedModule, digest: String)
        case conditional(ConditionalFile)

        var state: State {
            switch self {
            case .scanned(let found, _): .scanned(found)
            case .conditional(let conditional): .conditional(conditional)
            }
        }
    }

    /// Reads `file`'s entry, or parses the file and stores its entry.
    private static func read(
        _ file: SourceFile, key: ScanCacheKey, in moduleName: String, isTarget: Bool, cache: any ScanCache
    ) -> Read {
        if let scan = cache.scan(for: key) { return .scanned(scan.found, digest: scan.digest) }
        var found = ScannedModule(name: moduleName, isTarget: isTarget)
        var conditional: ConditionalFile?
        SourceScanner.scan(file, into: &found) { tree in
            conditional = ConditionalFile(file, tree: tree)
            return conditional != nil
        }
        if let conditional { return .conditional(conditional) }
        let scan = FileScan(found: found)
        cache.store(scan, for: key)
        return .scanned(found, digest: scan.digest)
    }
}

/// One file as a run with a scan cache found it: what the next run compares to tell whether the file's scan changed.
package struct RecordedFile: Hashable, Sendable {
    /// The `scan` of a file that `#if` blocks decide, which is read in each configuration: its key tells it apart.
    package static let conditionalScan = "conditional"

    /// The module that holds the file.
    package var module: String
    /// The file's path.
    package var path: String
    /// Its `ScanCacheKey`'s digest: the file's path and text, and the compiler.
    package var key: String
    /// The digest of what scanning found in it (`FileScan.digest`), or `conditionalScan`.
    package var scan: String

    /// Describes a file.
    package init(module: String, path: String, key: String, scan: String) {
        self.module = module
        self.path = path
        self.key = key
        self.scan = scan
    }

    /// What the graph and the output depend on: which module holds which file, and what was found in it. A file
    /// that `#if` blocks decide counts by its text (its key).
    package var finding: [String] {
        [module, path, scan == Self.conditionalScan ? key : scan]
    }
}
