import Foundation
import SutureGraph
import Testing

/// `--cache-directory`, run as a process: a run that reads each file's scan from the folder writes what a run that
/// parses every file writes; an entry that does not fit is parsed again; entries of files gone are removed; and a run
/// whose files declare what the previous run's declared reuses its output and diagnostics without building the graph.
struct ScanCacheDirectoryTests {
    /// A copy of a folder of sources (the Bakery example's kitchen unless told) in a fresh folder, with an empty
    /// cache folder beside it.
    struct Scratch {
        let root: URL
        var kitchen: URL { root.appendingPathComponent("Kitchen") }
        var cache: URL { root.appendingPathComponent("cache") }
        var output: URL { root.appendingPathComponent("Generated.swift") }

        init(copying sources: String = "Examples/Bakery/Sources/BakeryKitchen") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: SutureProcess.repositoryRoot.appendingPathComponent(sources), to: kitchen)
        }

        /// `suture generate Kitchen`, writing the registrations of every type it declares, with the cache or without,
        /// to standard output or to `output`.
        func generate(cached: Bool = true, toFile: Bool = false) throws -> SutureProcess.Result {
            let cacheArguments = cached ? ["--cache-directory", cache.path] : []
            let outputArguments = toFile ? ["--output", output.path] : []
            return try SutureProcess.run(
                ["generate", "Kitchen", "--registrations", "always"] + cacheArguments + outputArguments,
                in: root.path)
        }

        /// `suture check Kitchen`, with the cache.
        func check() throws -> SutureProcess.Result {
            try SutureProcess.run(["check", "Kitchen", "--cache-directory", cache.path], in: root.path)
        }

        /// The entry files, by name, with their contents.
        func entries() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".scan") }
            return try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: cache.appendingPathComponent($0))) })
        }

        func write(_ data: Data, toEntry name: String) throws {
            try data.write(to: cache.appendingPathComponent(name))
        }

        /// Removes every entry, leaving the records: a run that builds the graph parses every file and stores its
        /// entry again, a run that reuses the previous output reads none and stores only those of changed files.
        func removeEntries() throws {
            for name in try entries().keys {
                try FileManager.default.removeItem(at: cache.appendingPathComponent(name))
            }
        }

        /// Removes the record of `command`'s previous run: the next run builds the graph from the entries.
        func removeRecord(of command: String = "generate") throws {
            try FileManager.default.removeItem(at: cache.appendingPathComponent(command + ".run"))
        }

        /// Replaces `old` by `new` in the kitchen's file `name`.
        func edit(_ name: String, replacing old: String, with new: String) throws {
            let file = kitchen.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old), "\(name) holds \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        }

        /// The output file's modification date and inode: a file rewritten, even with the same bytes, changes them.
        func outputIdentity() throws -> [String] {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
            return ["\(attributes[.modificationDate] ?? "")", "\(attributes[.systemFileNumber] ?? "")"]
        }

        /// The output file's size, modification and status-change times in nanoseconds and inode, as the run record
        /// spells them.
        func outputFacts() throws -> String {
            let status = try outputStatus()
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
            return "\(status.st_size) \(modified) \(changed) \(status.st_ino)"
        }

        /// The output file's facts in the record of the last `generate`.
        func recordedOutputFacts() throws -> String? {
            let bytes = try Data(contentsOf: cache.appendingPathComponent("generate.run"))
            return try RunRecord(bytes: [UInt8](bytes)).outputFileFacts
        }

        /// Writes `text` over the output file in place (the inode stays), then gives it back the modification time it
        /// had: a file whose size, modification time and inode are the ones recorded, and whose bytes are not. It
        /// waits first, so that the clock the file system stamps files with has moved on from the output's writing.
        func forgeOutput(_ text: String) throws {
            Thread.sleep(forTimeInterval: 0.05)
            let before = try outputStatus()
            let handle = try FileHandle(forWritingTo: output)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            let times = [before.st_atim, before.st_mtim]
            #expect(utimensat(AT_FDCWD, output.path, times, 0) == 0)
        }

        private func outputStatus() throws -> stat {
            var status = stat()
            try #require(stat(output.path, &status) == 0)
            return status
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aRunFromTheCache_writesWhatARunWithoutItWrites() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let uncached = try scratch.generate(cached: false)
        #expect(uncached.status == 0)
        #expect(try scratch.generate() == uncached)
        // One entry per file.
        let entries = try scratch.entries()
        #expect(entries.count == 4)
        #expect(try scratch.generate() == uncached)
        #expect(try scratch.entries().keys.sorted() == entries.keys.sorted())
    }

    /// An entry is what the run reads: the oven's entry replaced by that of an oven named otherwise names a brick oven
    /// in the output.
    @Test func anEntry_isReadInsteadOfParsingTheFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate()
        let stoneEntries = try scratch.entries()
        try scratch.edit("Oven.swift", replacing: "StoneOven", with: "BrickOven")
        let brick = try scratch.generate(cached: false)
        _ = try scratch.generate()
        let brickEntries = try scratch.entries()
        let stoneName = try #require(stoneEntries.keys.first { brickEntries[$0] == nil })
        var brickEntry = try #require(brickEntries.first { stoneEntries[$0.key] == nil }?.value)
        // The entry names its key after `SUTURE-SCAN` and the format's version: the brick oven's, under the stone's.
        brickEntry.replaceSubrange(12..<76, with: Data(stoneName.prefix(64).utf8))
        try scratch.write(brickEntry, toEntry: stoneName)
        try scratch.edit("Oven.swift", replacing: "BrickOven", with: "StoneOven")
        try scratch.removeRecord()
        #expect(try scratch.generate() == brick)
    }

    /// Entries that are not entries, cut short, or that hold another file's scan are parsed again and rewritten.
    @Test func corruptAndForeignEntries_areParsedAgain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let uncached = try scratch.generate(cached: false)
        _ = try scratch.generate()
        let entries = try scratch.entries().sorted { $0.key < $1.key }
        // The first entry holds garbage, the second half an entry, the others the first entry's scan.
        try scratch.write(Data("not an entry".utf8), toEntry: entries[0].key)
        try scratch.write(entries[1].value.prefix(entries[1].value.count / 2), toEntry: entries[1].key)
        for (name, _) in entries.dropFirst(2) { try scratch.write(entries[0].value, toEntry: name) }
        try scratch.removeRecord()
        #expect(try scratch.generate() == uncached)
        // Each entry is rewritten as it was.
        #expect(try scratch.entries() == Dictionary(uniqueKeysWithValues: entries))
    }

    /// A changed file is parsed again, and the entry of its old text is removed; the other entries stay.
    @Test func aChangedFile_isParsedAgain_andItsOldEntryRemoved() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate()
        let before = Set(try scratch.entries().keys)
        try scratch.edit(
            "Thermometer.swift", replacing: "import Suture\n",
            with: "import Suture\n\n@Injectable\npublic final class Timer {\n    public init() {}\n}\n")
        let uncached = try scratch.generate(cached: false)
        #expect(try scratch.generate() == uncached)
        let after = Set(try scratch.entries().keys)
        #expect(before.subtracting(after).count == 1)
        #expect(after.subtracting(before).count == 1)
        #expect(after.count == 4)
    }

    /// Files in the folder that are not entries stay.
    @Test func otherFiles_stay() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate()
        try scratch.write(Data("notes".utf8), toEntry: "README.txt")
        _ = try scratch.generate()
        #expect(
            FileManager.default.contents(atPath: scratch.cache.appendingPathComponent("README.txt").path)
                == Data("notes".utf8))
    }

    /// A second run reuses the first one's output: the file is not written again (its date and inode stay), its bytes
    /// are a cold run's, and no entry is read (removed, none comes back).
    @Test func aSecondRun_leavesTheOutputUntouched_andReadsNoEntry() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let cold = try scratch.generate(cached: false)
        #expect(
            try scratch.generate(toFile: true) == SutureProcess.Result(status: 0, standardOutput: "", standardError: "")
        )
        let identity = try scratch.outputIdentity()
        try scratch.removeEntries()
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try scratch.outputIdentity() == identity)
        #expect(try String(contentsOf: scratch.output, encoding: .utf8) == cold.standardOutput)
        #expect(try scratch.entries().isEmpty)
    }

    /// An edit inside a function body changes no scan: the output stays, and only the edited file is parsed.
    @Test func aBodyEdit_reusesTheOutput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate(toFile: true)
        let identity = try scratch.outputIdentity()
        try scratch.removeEntries()
        try scratch.edit("Oven.swift", replacing: "min at \\(temperature) °C", with: "minutes at \\(temperature) °C")
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try scratch.outputIdentity() == identity)
        #expect(
            try String(contentsOf: scratch.output, encoding: .utf8) == scratch.generate(cached: false).standardOutput)
        // The edited file's new text has its entry; no other file was read.
        #expect(try scratch.entries().count == 1)
    }

    /// An edit of an annotation builds the graph again: the output is a cold run's of the edited sources.
    @Test func anAnnotationEdit_regeneratesTheOutput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let before = try scratch.generate(cached: false).standardOutput
        _ = try scratch.generate(toFile: true)
        // The fake oven becomes injectable: the registrations list it.
        try scratch.edit(
            "Oven.swift", replacing: "public final class FakeOven: Oven {",
            with: "@Injectable\npublic final class FakeOven: Oven {")
        #expect(try scratch.generate(toFile: true).status == 0)
        let after = try String(contentsOf: scratch.output, encoding: .utf8)
        #expect(after != before)
        #expect(after == (try scratch.generate(cached: false).standardOutput))
    }

    /// A reused run prints the warnings and errors a cold run prints, and fails as it does.
    @Test(arguments: ["UnusedBinding", "MissingBinding"])
    func aReusedRun_printsTheSameDiagnostics(_ rule: String) throws {
        let scratch = try Scratch(copying: "Tests/SutureGraphTests/Validation/Goldens/\(rule)/Input")
        defer { scratch.remove() }
        let cold = try scratch.generate(cached: false, toFile: true)
        #expect(!cold.standardError.isEmpty)
        try? FileManager.default.removeItem(at: scratch.output)
        let first = try scratch.generate(toFile: true)
        #expect(first == cold)
        try scratch.removeEntries()
        #expect(try scratch.generate(toFile: true) == cold)
        #expect(try scratch.entries().isEmpty)
        // `check` keeps a record of its own.
        let checked = try scratch.check()
        #expect(checked.standardError == cold.standardError)
        try scratch.removeEntries()
        #expect(try scratch.check() == checked)
        #expect(try scratch.entries().isEmpty)
    }

    /// The record keeps the output file's size, times and inode. Bytes changed in place under the same size,
    /// modification time and inode changed the status-change time, which no program sets: the file is read, and
    /// written again.
    @Test func anOutputEditedInPlace_withItsModificationTimeGivenBack_isWrittenAgain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate(toFile: true)
        #expect(try scratch.recordedOutputFacts() == scratch.outputFacts())
        let written = try String(contentsOf: scratch.output, encoding: .utf8)
        let recorded = try scratch.recordedOutputFacts()
        let forged = String(repeating: "/", count: written.utf8.count)
        try scratch.forgeOutput(forged)
        #expect(try scratch.outputFacts() != recorded)
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try String(contentsOf: scratch.output, encoding: .utf8) == written)
        #expect(try scratch.recordedOutputFacts() == scratch.outputFacts())
    }

    /// An output of the same size written at another time is read: other bytes are written again, the same bytes
    /// (a file touched) stay untouched, and the record takes the file's new facts.
    @Test func anOutputOfTheSameSizeAtAnotherTime_isReadAndWrittenAgainWhenItsBytesDiffer() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate(toFile: true)
        let written = try Data(contentsOf: scratch.output)
        let facts = try scratch.outputFacts()
        try Data(repeating: UInt8(ascii: "/"), count: written.count).write(to: scratch.output)
        #expect(try scratch.outputFacts() != facts)
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try Data(contentsOf: scratch.output) == written)
        // Touched: the same bytes at another time.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: scratch.output.path)
        let touched = try scratch.outputFacts()
        #expect(try scratch.recordedOutputFacts() != touched)
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try scratch.outputFacts() == touched)
        #expect(try scratch.recordedOutputFacts() == touched)
    }

    /// A changed output file, or other options, build the graph again.
    @Test func aChangedOutputFile_isWrittenAgain() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate(toFile: true)
        let written = try Data(contentsOf: scratch.output)
        try Data("// edited by hand\n".utf8).write(to: scratch.output)
        #expect(try scratch.generate(toFile: true).status == 0)
        #expect(try Data(contentsOf: scratch.output) == written)
    }
}
