import Foundation
import SutureGraph
import Testing

/// `--cache-directory`, run as a process: a run that reads each file's scan from the folder writes what a run that
/// parses every file writes; an entry that does not fit is parsed again; entries of files gone are removed.
struct ScanCacheDirectoryTests {
    /// A copy of the Bakery example's kitchen in a fresh folder, with an empty cache folder beside it.
    struct Scratch {
        let root: URL
        var kitchen: URL { root.appendingPathComponent("Kitchen") }
        var cache: URL { root.appendingPathComponent("cache") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: SutureProcess.repositoryRoot.appendingPathComponent("Examples/Bakery/Sources/BakeryKitchen"),
                to: kitchen)
        }

        /// `suture generate Kitchen`, writing the registrations of every type it declares, with the cache or without.
        func generate(cached: Bool = true) throws -> SutureProcess.Result {
            let cacheArguments = cached ? ["--cache-directory", cache.path] : []
            return try SutureProcess.run(
                ["generate", "Kitchen", "--registrations", "always"] + cacheArguments, in: root.path)
        }

        /// The entry files, by name, with their contents.
        func entries() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
            return try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: cache.appendingPathComponent($0))) })
        }

        func write(_ data: Data, toEntry name: String) throws {
            try data.write(to: cache.appendingPathComponent(name))
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

    /// An entry is what the run reads: the oven's scan, renamed in the entry, names a brick oven in the output.
    @Test func anEntry_isReadInsteadOfParsingTheFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate()
        let (name, data) = try #require(
            try scratch.entries().first { String(decoding: $0.value, as: UTF8.self).contains("\"StoneOven\"") })
        let renamed = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "StoneOven", with: "BrickOven")
        try scratch.write(Data(renamed.utf8), toEntry: name)
        // The same as the library's output for a kitchen whose oven is named so (both names are as long, so every
        // column stays).
        let oven = scratch.kitchen.appendingPathComponent("Oven.swift")
        let stoneText = try String(contentsOf: oven, encoding: .utf8)
        try stoneText.replacingOccurrences(of: "StoneOven", with: "BrickOven").write(
            to: oven, atomically: true, encoding: .utf8)
        let brick = try scratch.generate(cached: false)
        try stoneText.write(to: oven, atomically: true, encoding: .utf8)
        #expect(try scratch.generate() == brick)
    }

    /// Entries that are not JSON, or that hold another file's scan, are parsed again and rewritten.
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
        #expect(try scratch.generate() == uncached)
        // Each entry is rewritten: a JSON object that names its own key.
        let rewritten = try scratch.entries()
        #expect(rewritten.keys.sorted() == entries.map(\.key))
        for (name, data) in rewritten {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["key"] as? String == String(name.dropLast(".json".count)), "\(name)")
        }
    }

    /// A changed file is parsed again, and the entry of its old text is removed; the other entries stay.
    @Test func aChangedFile_isParsedAgain_andItsOldEntryRemoved() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.generate()
        let before = Set(try scratch.entries().keys)
        let thermometer = scratch.kitchen.appendingPathComponent("Thermometer.swift")
        let text = try String(contentsOf: thermometer, encoding: .utf8)
        try (text + "\n@Injectable\npublic final class Timer {\n    public init() {}\n}\n").write(
            to: thermometer, atomically: true, encoding: .utf8)
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
        #expect(try scratch.entries()["README.txt"] == Data("notes".utf8))
    }
}
