import Foundation
import Testing

@testable import SutureGraph

/// The scan cache: a run that reads every file's scan from it writes what a run that parses them writes; a file
/// whose text, path or compiler changed is parsed again, and so is a file whose entry is damaged.
struct ScanCacheTests {
    /// Every golden input: compiled, conditional (files decided by `#if` blocks) and broken (declaration problems).
    static let cases =
        GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests")
        + GoldenCase.cases(in: GoldenCase.conditionsRoot, moduleName: "SutureConditionsTests")
        + GoldenCase.cases(in: GoldenCase.brokenRoot, moduleName: "Broken")

    /// Everything a run writes: the generated file, the diagnostics and the JSON picture (every binding's location).
    static func output(of analysis: GraphCompiler.Analysis) -> String {
        [
            analysis.generatedSource() ?? "(nothing generated)",
            analysis.formattedDiagnostics,
            analysis.picture(.json),
        ].joined(separator: "\n---\n")
    }

    @Test(arguments: cases)
    func aRunFromTheCache_writesWhatAColdRunWrites(_ golden: GoldenCase) throws {
        let input = try golden.input()
        let cold = Self.output(of: GraphCompiler().analyze(input))
        let cache = MemoryScanCache()
        #expect(Self.output(of: GraphCompiler().analyze(input, cache: cache)) == cold)
        let stored = cache.storeCount
        cache.resetCounts()
        #expect(Self.output(of: GraphCompiler().analyze(input, cache: cache)) == cold)
        // The second run parsed nothing it had stored: each stored file was read back, and nothing was stored again.
        #expect(cache.hitCount == stored)
        #expect(cache.storeCount == 0)
    }

    @Test func aKeptEntry_isReadInsteadOfTheFile() throws {
        let stove = SourceFile(path: "Stove.swift", text: "@Injectable final class Stove { init() {} }\n")
        let oven = SourceFile(path: "Oven.swift", text: "@Injectable final class Oven { init() {} }\n")
        let cache = MemoryScanCache()
        _ = GraphCompiler().analyze(GraphInput(target: SourceModule(name: "Kitchen", files: [oven])), cache: cache)
        // The oven's scan, kept under the stove's key: a run that reads the stove from the cache finds an oven.
        let ovenKey = ScanCacheKey(file: oven, compilerVersion: GraphCompiler.version)
        let ovenScan = try FileScan(entry: try #require(cache.entries[ovenKey]), key: ovenKey)
        let stoveKey = ScanCacheKey(file: stove, compilerVersion: GraphCompiler.version)
        cache.entries = [stoveKey: ovenScan.entry(for: stoveKey)]
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "Kitchen", files: [stove])), cache: cache)
        #expect(analysis.resolved.graph.bindings.map(\.valueType) == ["Oven"])
    }

    @Test func aChangedFile_isParsedAgain_andTheOthersAreRead() throws {
        let stove = SourceFile(path: "Stove.swift", text: "@Injectable final class Stove { init() {} }\n")
        let oven = SourceFile(path: "Oven.swift", text: "@Injectable final class Oven { init() {} }\n")
        let cache = MemoryScanCache()
        _ = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "Kitchen", files: [oven, stove])), cache: cache)
        cache.resetCounts()
        var changed = stove
        changed.text = "@Injectable final class Stove { init(oven: Oven) {} }\n"
        let input = GraphInput(target: SourceModule(name: "Kitchen", files: [oven, changed]))
        let warm = GraphCompiler().analyze(input, cache: cache)
        #expect(Self.output(of: warm) == Self.output(of: GraphCompiler().analyze(input)))
        #expect(cache.hitCount == 1)
        #expect(cache.storeCount == 1)
    }

    /// Damaged entries (cut short, one byte changed, of another format) are refused: the file is parsed again, the
    /// run writes what a cold run writes, and the entry is stored anew.
    @Test func damagedEntries_areRefused_andTheFilesParsedAgain() throws {
        let golden = try #require(Self.cases.first { $0.name == "Bakery" })
        let input = try golden.input()
        let cold = Self.output(of: GraphCompiler().analyze(input))
        let cache = MemoryScanCache()
        _ = GraphCompiler().analyze(input, cache: cache)
        let damages: [(String, ([UInt8]) -> [UInt8])] = [
            ("cut short", { Array($0.prefix($0.count / 2)) }),
            (
                "a byte changed",
                { entry in
                    var changed = entry
                    changed[changed.count - 3] ^= 0x20
                    return changed
                }
            ),
            (
                "another format",
                { entry in
                    var changed = entry
                    changed[FileScan.magic.count] = UInt8(FileScan.formatVersion + 1)
                    return changed
                }
            ),
            ("empty", { _ in [] }),
        ]
        for (damage, change) in damages {
            let intact = cache.entries
            cache.entries = intact.mapValues(change)
            cache.resetCounts()
            #expect(Self.output(of: GraphCompiler().analyze(input, cache: cache)) == cold, "\(damage)")
            #expect(cache.hitCount == 0, "\(damage)")
            #expect(cache.storeCount == intact.count, "\(damage)")
            #expect(cache.entries == intact, "\(damage)")
        }
    }

    @Test func theKey_changesWithTheText_thePath_andTheCompilerVersion() {
        let file = SourceFile(path: "Sources/Kitchen/Stove.swift", text: "@Injectable final class Stove {}\n")
        let key = ScanCacheKey(file: file, compilerVersion: "0.1.0")
        var moved = file
        moved.path = "Sources/Kitchen/Oven.swift"
        var edited = file
        edited.text += "\n"
        let keys = [
            key,
            ScanCacheKey(file: moved, compilerVersion: "0.1.0"),
            ScanCacheKey(file: edited, compilerVersion: "0.1.0"),
            ScanCacheKey(file: file, compilerVersion: "0.1.1"),
        ]
        #expect(Set(keys.map(\.digest)).count == 4)
        #expect(ScanCacheKey(file: file, compilerVersion: "0.1.0") == key)
        // A path that runs into the text: the parts are kept apart.
        let joined = SourceFile(path: "A", text: "B")
        let split = SourceFile(path: "AB", text: "")
        #expect(ScanCacheKey(file: joined, compilerVersion: "1") != ScanCacheKey(file: split, compilerVersion: "1"))
    }
}

/// A scan cache in memory that keeps each entry's bytes, as a folder of entries does, and counts what it is asked.
final class MemoryScanCache: ScanCache, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [ScanCacheKey: [UInt8]] = [:]
    private var hits = 0
    private var stores = 0

    var entries: [ScanCacheKey: [UInt8]] {
        get { lock.withLock { kept } }
        set { lock.withLock { kept = newValue } }
    }
    var hitCount: Int { lock.withLock { hits } }
    var storeCount: Int { lock.withLock { stores } }

    func resetCounts() { lock.withLock { (hits, stores) = (0, 0) } }

    func scan(for key: ScanCacheKey) -> FileScan? {
        lock.withLock {
            guard let entry = kept[key], let scan = try? FileScan(entry: entry, key: key) else { return nil }
            hits += 1
            return scan
        }
    }

    func store(_ scan: FileScan, for key: ScanCacheKey) {
        lock.withLock {
            kept[key] = scan.entry(for: key)
            stores += 1
        }
    }
}
