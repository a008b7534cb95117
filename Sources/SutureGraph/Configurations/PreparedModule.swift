/// A module's files, each scanned once, except those whose Suture declarations stand in `#if` blocks: those are
/// read again in each configuration of the build.
struct PreparedModule: Sendable {
    /// One file of the module.
    enum File: Sendable {
        /// What the file holds, the same in every configuration.
        case scanned(ScannedModule)
        /// A file that `#if` blocks decide, to read in each configuration.
        case conditional(ConditionalFile)
    }

    /// The module's name.
    var name: String
    /// Whether this is the target being generated.
    var isTarget: Bool
    /// Its files, in path order.
    var files: [File]

    /// The files that `#if` blocks decide.
    var conditionalFiles: [ConditionalFile] {
        files.compactMap { file in
            guard case .conditional(let conditional) = file else { return nil }
            return conditional
        }
    }

    /// The module as one configuration compiles it, with `read` giving what a conditional file holds in it.
    func scanned(reading read: (ConditionalFile) -> ScannedModule) -> ScannedModule {
        var module = ScannedModule(name: name, isTarget: isTarget)
        for file in files {
            switch file {
            case .scanned(let found): module.append(found)
            case .conditional(let conditional): module.append(read(conditional))
            }
        }
        return module
    }
}

extension PreparedModule {
    /// Scans every file of `module`, setting apart the files whose Suture declarations stand in `#if` blocks.
    ///
    /// Each file is read on its own, so the files are read on every processor at once; what they hold joins in
    /// path order, so the result does not depend on which file was read first.
    init(_ module: SourceModule, isTarget: Bool) {
        let files = module.files.sorted(by: { $0.path < $1.path })
        let prepared = files.concurrentMap { file -> File in
            var found = ScannedModule(name: module.name, isTarget: isTarget)
            var conditional: ConditionalFile?
            SourceScanner.scan(file, into: &found) { tree in
                conditional = ConditionalFile(file, tree: tree)
                return conditional != nil
            }
            if let conditional { return .conditional(conditional) }
            return .scanned(found)
        }
        self.init(name: module.name, isTarget: isTarget, files: prepared)
    }
}
